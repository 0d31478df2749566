/** Word lists for demo orders: Egyptian recipients, streets, what merchants ship and what staff note. */

export const RECIPIENT_FIRST = [
  'Ahmed', 'Mohamed', 'Mahmoud', 'Mostafa', 'Omar', 'Youssef', 'Karim', 'Hany', 'Tamer', 'Sherif', 'Islam', 'Amr',
  'Khaled', 'Hossam', 'Walid', 'Ayman', 'Tarek', 'Ehab', 'Ashraf', 'Hesham', 'Sameh', 'Ibrahim', 'Mina', 'Bishoy',
  'Abanoub', 'Kirollos', 'Ziad', 'Seif', 'Adham', 'Marwan', 'Mona', 'Heba', 'Nour', 'Salma', 'Yasmin', 'Dina',
  'Rania', 'Aya', 'Mariam', 'Eman', 'Fatma', 'Asmaa', 'Doaa', 'Shaimaa', 'Noha', 'Reham', 'Sara', 'Nada', 'Hagar',
  'Marina', 'Mirna', 'Farida', 'Habiba', 'Malak', 'Jana', 'Rana', 'Samar', 'Ghada', 'Hanan', 'Amira',
] as const;

export const RECIPIENT_FATHER = [
  'Mohamed', 'Ahmed', 'Mahmoud', 'Ali', 'Hassan', 'Hussein', 'Ibrahim', 'Abdallah', 'Said', 'Sayed', 'Mostafa',
  'Gamal', 'Adel', 'Samir', 'Nabil', 'Magdy', 'Fawzy', 'Ramadan', 'Shaaban', 'Fathy', 'Atef', 'Essam', 'Wagdy',
  'Nagy', 'Maher', 'Emad', 'Reda', 'Lotfy', 'Hamdy', 'Zaki',
] as const;

export const RECIPIENT_FAMILY = [
  'Hassan', 'Ibrahim', 'Abdelrahman', 'Saleh', 'Farouk', 'Mansour', 'Naguib', 'Shawky', 'Fathy', 'Kamal', 'Ezzat',
  'Ragab', 'Soliman', 'Gaber', 'Helmy', 'El Sayed', 'Abdelaziz', 'El Masry', 'Othman', 'Badawy', 'Khalil', 'Rizk',
  'Girgis', 'Hanna', 'Tawfik', 'Morsy', 'Salem', 'Shehata', 'Zaher', 'El Shafei', 'Abdelhamid', 'Youssef', 'Sabry',
  'Hegazy', 'El Gendy', 'Abou Zeid', 'Barakat', 'Nasr', 'Amin', 'Radwan',
] as const;

/** Some recipients are written in Arabic, as merchants paste them from their shops. */
export const RECIPIENT_ARABIC = [
  'أحمد محمد حسن', 'محمد علي إبراهيم', 'محمود سيد عبد الله', 'مصطفى عادل منصور', 'عمر خالد سليمان',
  'منى أحمد فاروق', 'هبة محمود شوقي', 'نور حسين كامل', 'سلمى طارق رجب', 'ياسمين جمال حلمي', 'دينا سمير عثمان',
  'رانيا نبيل بدوي', 'آية مجدي خليل', 'مريم فوزي جرجس', 'إيمان رمضان سالم', 'فاطمة شعبان حجازي',
  'كريم عصام نصر', 'يوسف وجدي رضوان', 'هاني ماهر أمين', 'شريف عماد صبري',
] as const;

export const STREETS = [
  'El Tahrir', 'El Nasr', 'Gamal Abdel Nasser', 'El Horreya', 'Port Said', 'El Geish', 'Salah Salem', 'El Thawra',
  'Mostafa El Nahas', 'Abbas El Akkad', 'Makram Ebeid', 'El Haram', 'Faisal', 'Shubra', 'El Galaa', 'Ramses',
  'El Batal Ahmed Abdel Aziz', 'Gameat El Dowal', 'Syria', 'Lebanon', 'El Merghany', 'El Nozha', 'Omar Ibn El Khattab',
  'Ahmed Orabi', 'Saad Zaghloul', 'El Corniche', 'Talaat Harb', 'Qasr El Nil', '26 July', 'El Mohandes',
] as const;

export const LANDMARKS = [
  'next to the mosque', 'behind the school', 'in front of the pharmacy', 'near the metro station', 'above the bakery',
  'opposite the bank', 'beside the supermarket', 'near the post office', '', '', '', '',
] as const;

export const CONTENTS = [
  'Clothes', 'Shoes', 'Handbag', 'Mobile phone accessories', 'Phone case and charger', 'Headphones', 'Smart watch',
  'Cosmetics', 'Perfume', 'Skin care set', 'Books', 'School supplies', 'Kitchen tools', 'Bed sheets', 'Towels set',
  'Dried dates and nuts', 'Vitamins', 'Baby clothes', 'Toys', 'Sports wear', 'Gym gloves', 'Abaya', 'Hijab scarves',
  'Laptop bag', 'Home decor', 'Gift box',
] as const;

export const ORDER_NOTES = [
  'Call before delivery', 'Fragile, handle with care', 'Deliver after 5 pm', 'Customer may open the parcel',
  'Do not open before payment', 'Exchange: collect the old item', 'Deliver to the doorman if absent',
  'Second call after one hour', 'Urgent: customer travelling soon',
] as const;

export const UNDELIVERED_NOTES = ['Customer did not answer three calls', 'Address not found', 'Customer asked to come another day'] as const;
export const REJECTED_NOTES = ['Customer refused the parcel', 'Customer refused to pay the shipping fees', 'Item not as ordered'] as const;
export const RETURNED_NOTES = ['Returned to the merchant after three attempts', 'Returned: refused by the customer'] as const;
