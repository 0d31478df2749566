export interface NamedPair {
  name: string;
  name_ar: string;
}

export interface AreaSeed extends NamedPair {}

export interface ZoneSeed extends NamedPair {
  areas: readonly AreaSeed[];
}

export interface CitySeed extends NamedPair {
  zones: readonly ZoneSeed[];
}

export const GOVERNORATES: readonly CitySeed[] = [
  {
    name: "Cairo",
    name_ar: "القاهرة",
    zones: [
      {
        name: "Nasr City",
        name_ar: "مدينة نصر",
        areas: [
          { name: "Abbas El Akkad", name_ar: "عباس العقاد" },
          { name: "Makram Ebeid", name_ar: "مكرم عبيد" },
          { name: "Seventh District", name_ar: "الحي السابع" },
          { name: "Zahraa Nasr City", name_ar: "زهراء مدينة نصر" },
        ],
      },
      {
        name: "Heliopolis",
        name_ar: "مصر الجديدة",
        areas: [
          { name: "Korba", name_ar: "الكوربة" },
          { name: "Roxy", name_ar: "روكسي" },
          { name: "Almaza", name_ar: "ألماظة" },
          { name: "Sheraton", name_ar: "شيراتون" },
        ],
      },
      {
        name: "Maadi",
        name_ar: "المعادي",
        areas: [
          { name: "Degla", name_ar: "دجلة" },
          { name: "Sarayat El Maadi", name_ar: "سرايات المعادي" },
          { name: "Zahraa El Maadi", name_ar: "زهراء المعادي" },
          { name: "New Maadi", name_ar: "المعادي الجديدة" },
        ],
      },
      {
        name: "Downtown",
        name_ar: "وسط البلد",
        areas: [
          { name: "Tahrir Square", name_ar: "ميدان التحرير" },
          { name: "Garden City", name_ar: "جاردن سيتي" },
          { name: "Abdeen", name_ar: "عابدين" },
          { name: "Bab El Louq", name_ar: "باب اللوق" },
        ],
      },
      {
        name: "Shubra",
        name_ar: "شبرا",
        areas: [
          { name: "Rod El Farag", name_ar: "روض الفرج" },
          { name: "Khalafawy", name_ar: "الخلفاوي" },
          { name: "Dawaran Shubra", name_ar: "دوران شبرا" },
          { name: "Sahel", name_ar: "الساحل" },
        ],
      },
      {
        name: "New Cairo",
        name_ar: "القاهرة الجديدة",
        areas: [
          { name: "Fifth Settlement", name_ar: "التجمع الخامس" },
          { name: "First Settlement", name_ar: "التجمع الأول" },
          { name: "Al Rehab", name_ar: "الرحاب" },
          { name: "Madinaty", name_ar: "مدينتي" },
        ],
      },
    ],
  },
  {
    name: "Giza",
    name_ar: "الجيزة",
    zones: [
      {
        name: "Dokki",
        name_ar: "الدقي",
        areas: [
          { name: "Dokki Square", name_ar: "ميدان الدقي" },
          { name: "Mesaha Square", name_ar: "ميدان المساحة" },
          { name: "Bein El Sarayat", name_ar: "بين السرايات" },
        ],
      },
      {
        name: "Mohandessin",
        name_ar: "المهندسين",
        areas: [
          { name: "Lebanon Square", name_ar: "ميدان لبنان" },
          { name: "Arab League Street", name_ar: "شارع جامعة الدول العربية" },
          { name: "Shehab Street", name_ar: "شارع شهاب" },
        ],
      },
      {
        name: "Agouza",
        name_ar: "العجوزة",
        areas: [
          { name: "Kit Kat", name_ar: "الكيت كات" },
          { name: "Sphinx Square", name_ar: "ميدان سفنكس" },
          { name: "Ard El Lewa", name_ar: "أرض اللواء" },
        ],
      },
      {
        name: "Haram",
        name_ar: "الهرم",
        areas: [
          { name: "Faisal", name_ar: "فيصل" },
          { name: "Talbia", name_ar: "الطالبية" },
          { name: "Mariouteya", name_ar: "المريوطية" },
        ],
      },
      {
        name: "6th of October",
        name_ar: "السادس من أكتوبر",
        areas: [
          { name: "Hosary", name_ar: "الحصري" },
          { name: "Al Motamayez District", name_ar: "الحي المتميز" },
          { name: "Dreamland", name_ar: "دريم لاند" },
          { name: "First District", name_ar: "الحي الأول" },
        ],
      },
      {
        name: "Sheikh Zayed",
        name_ar: "الشيخ زايد",
        areas: [
          { name: "Beverly Hills", name_ar: "بيفرلي هيلز" },
          { name: "Al Rabwa", name_ar: "الربوة" },
          { name: "Sixteenth District", name_ar: "الحي السادس عشر" },
        ],
      },
    ],
  },
  {
    name: "Alexandria",
    name_ar: "الإسكندرية",
    zones: [
      {
        name: "Montaza",
        name_ar: "المنتزه",
        areas: [
          { name: "Miami", name_ar: "ميامي" },
          { name: "Mandara", name_ar: "المندرة" },
          { name: "Asafra", name_ar: "العصافرة" },
          { name: "Sidi Bishr", name_ar: "سيدي بشر" },
        ],
      },
      {
        name: "Sidi Gaber",
        name_ar: "سيدي جابر",
        areas: [
          { name: "Cleopatra", name_ar: "كليوباترا" },
          { name: "Sporting", name_ar: "سبورتنج" },
          { name: "Mustafa Kamel", name_ar: "مصطفى كامل" },
        ],
      },
      {
        name: "Smouha",
        name_ar: "سموحة",
        areas: [
          { name: "Fawzy Moaz", name_ar: "فوزي معاذ" },
          { name: "Victor Emmanuel", name_ar: "فيكتور عمانويل" },
        ],
      },
      {
        name: "Downtown",
        name_ar: "وسط البلد",
        areas: [
          { name: "Raml Station", name_ar: "محطة الرمل" },
          { name: "Attarin", name_ar: "العطارين" },
          { name: "Azarita", name_ar: "الأزاريطة" },
          { name: "Mahatet Masr", name_ar: "محطة مصر" },
        ],
      },
      {
        name: "Al Gomrok",
        name_ar: "الجمرك",
        areas: [
          { name: "Bahary", name_ar: "بحري" },
          { name: "Anfoushi", name_ar: "الأنفوشي" },
          { name: "Ras El Tin", name_ar: "رأس التين" },
        ],
      },
      {
        name: "Agami",
        name_ar: "العجمي",
        areas: [
          { name: "Bitash", name_ar: "البيطاش" },
          { name: "Hanoville", name_ar: "الهانوفيل" },
          { name: "Abu Talat", name_ar: "أبو تلات" },
        ],
      },
    ],
  },
  {
    name: "Qalyubia",
    name_ar: "القليوبية",
    zones: [
      { name: "Banha", name_ar: "بنها", areas: [] },
      {
        name: "Shubra El Kheima",
        name_ar: "شبرا الخيمة",
        areas: [
          { name: "Bahtim", name_ar: "بهتيم" },
          { name: "Mostorod", name_ar: "مسطرد" },
        ],
      },
      { name: "Qalyub", name_ar: "قليوب", areas: [] },
      { name: "Obour", name_ar: "العبور", areas: [] },
      { name: "Khanka", name_ar: "الخانكة", areas: [] },
      { name: "Qanater El Khayreya", name_ar: "القناطر الخيرية", areas: [] },
    ],
  },
  {
    name: "Sharqia",
    name_ar: "الشرقية",
    zones: [
      { name: "Zagazig", name_ar: "الزقازيق", areas: [] },
      {
        name: "10th of Ramadan",
        name_ar: "العاشر من رمضان",
        areas: [{ name: "Industrial Zone", name_ar: "المنطقة الصناعية" }],
      },
      { name: "Belbeis", name_ar: "بلبيس", areas: [] },
      { name: "Minya El Qamh", name_ar: "منيا القمح", areas: [] },
      { name: "Abu Hammad", name_ar: "أبو حماد", areas: [] },
      { name: "Faqous", name_ar: "فاقوس", areas: [] },
    ],
  },
  {
    name: "Dakahlia",
    name_ar: "الدقهلية",
    zones: [
      {
        name: "Mansoura",
        name_ar: "المنصورة",
        areas: [
          { name: "Toril", name_ar: "توريل" },
          { name: "Al Mashaya", name_ar: "المشاية" },
        ],
      },
      { name: "Talkha", name_ar: "طلخا", areas: [] },
      { name: "Mit Ghamr", name_ar: "ميت غمر", areas: [] },
      { name: "Aga", name_ar: "أجا", areas: [] },
      { name: "Sherbin", name_ar: "شربين", areas: [] },
      { name: "Belqas", name_ar: "بلقاس", areas: [] },
    ],
  },
  {
    name: "Gharbia",
    name_ar: "الغربية",
    zones: [
      { name: "Tanta", name_ar: "طنطا", areas: [] },
      { name: "El Mahalla El Kubra", name_ar: "المحلة الكبرى", areas: [] },
      { name: "Kafr El Zayat", name_ar: "كفر الزيات", areas: [] },
      { name: "Zefta", name_ar: "زفتى", areas: [] },
      { name: "Samanoud", name_ar: "سمنود", areas: [] },
    ],
  },
  {
    name: "Monufia",
    name_ar: "المنوفية",
    zones: [
      { name: "Shebin El Kom", name_ar: "شبين الكوم", areas: [] },
      { name: "Menouf", name_ar: "منوف", areas: [] },
      { name: "Sadat City", name_ar: "مدينة السادات", areas: [] },
      { name: "Ashmoun", name_ar: "أشمون", areas: [] },
      { name: "Quesna", name_ar: "قويسنا", areas: [] },
    ],
  },
  {
    name: "Beheira",
    name_ar: "البحيرة",
    zones: [
      { name: "Damanhour", name_ar: "دمنهور", areas: [] },
      { name: "Kafr El Dawwar", name_ar: "كفر الدوار", areas: [] },
      { name: "Rashid", name_ar: "رشيد", areas: [] },
      { name: "Edku", name_ar: "إدكو", areas: [] },
      { name: "Abu El Matamir", name_ar: "أبو المطامير", areas: [] },
      { name: "Wadi El Natrun", name_ar: "وادي النطرون", areas: [] },
    ],
  },
  {
    name: "Kafr El Sheikh",
    name_ar: "كفر الشيخ",
    zones: [
      { name: "Kafr El Sheikh City", name_ar: "مدينة كفر الشيخ", areas: [] },
      { name: "Desouk", name_ar: "دسوق", areas: [] },
      { name: "Baltim", name_ar: "بلطيم", areas: [] },
      { name: "Fuwwah", name_ar: "فوه", areas: [] },
      { name: "Sidi Salem", name_ar: "سيدي سالم", areas: [] },
    ],
  },
  {
    name: "Damietta",
    name_ar: "دمياط",
    zones: [
      { name: "Damietta City", name_ar: "مدينة دمياط", areas: [] },
      { name: "New Damietta", name_ar: "دمياط الجديدة", areas: [] },
      { name: "Ras El Bar", name_ar: "رأس البر", areas: [] },
      { name: "Faraskur", name_ar: "فارسكور", areas: [] },
      { name: "Kafr Saad", name_ar: "كفر سعد", areas: [] },
    ],
  },
  {
    name: "Port Said",
    name_ar: "بورسعيد",
    zones: [
      { name: "Al Sharq", name_ar: "حي الشرق", areas: [] },
      { name: "Al Arab", name_ar: "حي العرب", areas: [] },
      { name: "Al Manakh", name_ar: "حي المناخ", areas: [] },
      { name: "Al Zohour", name_ar: "حي الزهور", areas: [] },
      { name: "Al Dawahy", name_ar: "حي الضواحي", areas: [] },
      { name: "Port Fouad", name_ar: "بورفؤاد", areas: [] },
    ],
  },
  {
    name: "Ismailia",
    name_ar: "الإسماعيلية",
    zones: [
      { name: "Ismailia City", name_ar: "مدينة الإسماعيلية", areas: [] },
      { name: "Fayed", name_ar: "فايد", areas: [] },
      { name: "Qantara West", name_ar: "القنطرة غرب", areas: [] },
      { name: "Tell El Kebir", name_ar: "التل الكبير", areas: [] },
      { name: "Abu Suwayr", name_ar: "أبو صوير", areas: [] },
    ],
  },
  {
    name: "Suez",
    name_ar: "السويس",
    zones: [
      {
        name: "Suez District",
        name_ar: "حي السويس",
        areas: [{ name: "Port Tawfiq", name_ar: "بور توفيق" }],
      },
      { name: "Al Arbaeen", name_ar: "حي الأربعين", areas: [] },
      {
        name: "Ataqah",
        name_ar: "حي عتاقة",
        areas: [{ name: "Ain Sokhna", name_ar: "العين السخنة" }],
      },
      { name: "Al Ganayen", name_ar: "حي الجناين", areas: [] },
      { name: "Faisal", name_ar: "حي فيصل", areas: [] },
    ],
  },
  {
    name: "Faiyum",
    name_ar: "الفيوم",
    zones: [
      { name: "Faiyum City", name_ar: "مدينة الفيوم", areas: [] },
      { name: "Sinnuris", name_ar: "سنورس", areas: [] },
      { name: "Tamiya", name_ar: "طامية", areas: [] },
      { name: "Ibshaway", name_ar: "إبشواي", areas: [] },
      { name: "Itsa", name_ar: "إطسا", areas: [] },
      { name: "Yusuf El Siddiq", name_ar: "يوسف الصديق", areas: [] },
    ],
  },
  {
    name: "Beni Suef",
    name_ar: "بني سويف",
    zones: [
      { name: "Beni Suef City", name_ar: "مدينة بني سويف", areas: [] },
      { name: "New Beni Suef", name_ar: "بني سويف الجديدة", areas: [] },
      { name: "El Wasta", name_ar: "الواسطى", areas: [] },
      { name: "Nasser", name_ar: "ناصر", areas: [] },
      { name: "Biba", name_ar: "ببا", areas: [] },
      { name: "El Fashn", name_ar: "الفشن", areas: [] },
    ],
  },
  {
    name: "Minya",
    name_ar: "المنيا",
    zones: [
      { name: "Minya City", name_ar: "مدينة المنيا", areas: [] },
      { name: "Mallawi", name_ar: "ملوي", areas: [] },
      { name: "Samalut", name_ar: "سمالوط", areas: [] },
      { name: "Maghagha", name_ar: "مغاغة", areas: [] },
      { name: "Beni Mazar", name_ar: "بني مزار", areas: [] },
      { name: "Abu Qurqas", name_ar: "أبو قرقاص", areas: [] },
    ],
  },
  {
    name: "Asyut",
    name_ar: "أسيوط",
    zones: [
      { name: "Asyut City", name_ar: "مدينة أسيوط", areas: [] },
      { name: "Dairut", name_ar: "ديروط", areas: [] },
      { name: "Manfalut", name_ar: "منفلوط", areas: [] },
      { name: "Abnub", name_ar: "أبنوب", areas: [] },
      { name: "Abu Tig", name_ar: "أبو تيج", areas: [] },
      { name: "El Qusiya", name_ar: "القوصية", areas: [] },
    ],
  },
  {
    name: "Sohag",
    name_ar: "سوهاج",
    zones: [
      { name: "Sohag City", name_ar: "مدينة سوهاج", areas: [] },
      { name: "Akhmim", name_ar: "أخميم", areas: [] },
      { name: "Girga", name_ar: "جرجا", areas: [] },
      { name: "Tahta", name_ar: "طهطا", areas: [] },
      { name: "El Balyana", name_ar: "البلينا", areas: [] },
      { name: "Tama", name_ar: "طما", areas: [] },
    ],
  },
  {
    name: "Qena",
    name_ar: "قنا",
    zones: [
      { name: "Qena City", name_ar: "مدينة قنا", areas: [] },
      { name: "Nag Hammadi", name_ar: "نجع حمادي", areas: [] },
      { name: "Qus", name_ar: "قوص", areas: [] },
      { name: "Deshna", name_ar: "دشنا", areas: [] },
      { name: "Qift", name_ar: "قفط", areas: [] },
      { name: "Abu Tesht", name_ar: "أبو تشت", areas: [] },
    ],
  },
  {
    name: "Luxor",
    name_ar: "الأقصر",
    zones: [
      { name: "Luxor City", name_ar: "مدينة الأقصر", areas: [] },
      { name: "Esna", name_ar: "إسنا", areas: [] },
      { name: "Armant", name_ar: "أرمنت", areas: [] },
      { name: "Al Qurna", name_ar: "القرنة", areas: [] },
      { name: "Al Bayadiya", name_ar: "البياضية", areas: [] },
      { name: "Al Tod", name_ar: "الطود", areas: [] },
    ],
  },
  {
    name: "Aswan",
    name_ar: "أسوان",
    zones: [
      { name: "Aswan City", name_ar: "مدينة أسوان", areas: [] },
      { name: "Kom Ombo", name_ar: "كوم أمبو", areas: [] },
      { name: "Edfu", name_ar: "إدفو", areas: [] },
      { name: "Daraw", name_ar: "دراو", areas: [] },
      { name: "Nasr El Nuba", name_ar: "نصر النوبة", areas: [] },
      { name: "Abu Simbel", name_ar: "أبو سمبل", areas: [] },
    ],
  },
  {
    name: "Red Sea",
    name_ar: "البحر الأحمر",
    zones: [
      {
        name: "Hurghada",
        name_ar: "الغردقة",
        areas: [
          { name: "El Dahar", name_ar: "الدهار" },
          { name: "Sekalla", name_ar: "السقالة" },
        ],
      },
      { name: "Safaga", name_ar: "سفاجا", areas: [] },
      { name: "El Quseir", name_ar: "القصير", areas: [] },
      { name: "Marsa Alam", name_ar: "مرسى علم", areas: [] },
      { name: "Ras Gharib", name_ar: "رأس غارب", areas: [] },
      { name: "Shalateen", name_ar: "الشلاتين", areas: [] },
    ],
  },
  {
    name: "New Valley",
    name_ar: "الوادي الجديد",
    zones: [
      { name: "Kharga", name_ar: "الخارجة", areas: [] },
      { name: "Dakhla", name_ar: "الداخلة", areas: [] },
      { name: "Farafra", name_ar: "الفرافرة", areas: [] },
      { name: "Paris", name_ar: "باريس", areas: [] },
      { name: "Balat", name_ar: "بلاط", areas: [] },
    ],
  },
  {
    name: "Matrouh",
    name_ar: "مطروح",
    zones: [
      { name: "Marsa Matrouh", name_ar: "مرسى مطروح", areas: [] },
      {
        name: "El Alamein",
        name_ar: "العلمين",
        areas: [{ name: "New Alamein", name_ar: "العلمين الجديدة" }],
      },
      { name: "El Hammam", name_ar: "الحمام", areas: [] },
      { name: "El Dabaa", name_ar: "الضبعة", areas: [] },
      { name: "Siwa", name_ar: "سيوة", areas: [] },
      { name: "Salloum", name_ar: "السلوم", areas: [] },
    ],
  },
  {
    name: "North Sinai",
    name_ar: "شمال سيناء",
    zones: [
      { name: "Arish", name_ar: "العريش", areas: [] },
      { name: "Sheikh Zuweid", name_ar: "الشيخ زويد", areas: [] },
      { name: "Rafah", name_ar: "رفح", areas: [] },
      { name: "Bir al-Abd", name_ar: "بئر العبد", areas: [] },
      { name: "Hasana", name_ar: "الحسنة", areas: [] },
      { name: "Nakhl", name_ar: "نخل", areas: [] },
    ],
  },
  {
    name: "South Sinai",
    name_ar: "جنوب سيناء",
    zones: [
      {
        name: "Sharm El Sheikh",
        name_ar: "شرم الشيخ",
        areas: [
          { name: "Naama Bay", name_ar: "خليج نعمة" },
          { name: "Hadaba", name_ar: "الهضبة" },
        ],
      },
      { name: "Dahab", name_ar: "دهب", areas: [] },
      { name: "El Tor", name_ar: "الطور", areas: [] },
      { name: "Nuweiba", name_ar: "نويبع", areas: [] },
      { name: "Saint Catherine", name_ar: "سانت كاترين", areas: [] },
      { name: "Taba", name_ar: "طابا", areas: [] },
    ],
  },
];

export const CUSTOMER_CATEGORIES: readonly NamedPair[] = [
  { name: "Fashion & Clothing", name_ar: "الأزياء والملابس" },
  { name: "Shoes & Bags", name_ar: "الأحذية والحقائب" },
  { name: "Electronics", name_ar: "الإلكترونيات" },
  { name: "Mobile Phones & Accessories", name_ar: "الهواتف المحمولة وملحقاتها" },
  { name: "Cosmetics & Personal Care", name_ar: "مستحضرات التجميل والعناية الشخصية" },
  { name: "Books & Stationery", name_ar: "الكتب والأدوات المكتبية" },
  { name: "Home & Kitchen", name_ar: "المنزل والمطبخ" },
  { name: "Food & Groceries", name_ar: "الأغذية والبقالة" },
  { name: "Pharmacy & Health", name_ar: "الصيدلية والصحة" },
  { name: "Gifts & Accessories", name_ar: "الهدايا والإكسسوارات" },
  { name: "Toys & Baby Supplies", name_ar: "الألعاب ومستلزمات الأطفال" },
  { name: "Sports & Fitness", name_ar: "الرياضة واللياقة البدنية" },
];

export const HOLD_REASONS: readonly NamedPair[] = [
  { name: "Customer not answering the phone", name_ar: "العميل لا يرد على الهاتف" },
  { name: "Customer's phone is switched off", name_ar: "هاتف العميل مغلق" },
  { name: "Wrong phone number", name_ar: "رقم الهاتف غير صحيح" },
  { name: "Customer asked to postpone delivery", name_ar: "العميل طلب تأجيل موعد التسليم" },
  { name: "Wrong address", name_ar: "العنوان غير صحيح" },
  { name: "Customer is travelling", name_ar: "العميل مسافر" },
  { name: "Customer not at the address", name_ar: "العميل غير موجود بالعنوان" },
  { name: "Customer refused to pay shipping fees", name_ar: "العميل رفض دفع مصاريف الشحن" },
  { name: "Shop is closed", name_ar: "المحل مغلق" },
  { name: "Customer does not have the order amount", name_ar: "العميل لا يملك قيمة الطلب حاليًا" },
];

export const HANGON_REASONS: readonly NamedPair[] = [
  { name: "Awaiting merchant confirmation", name_ar: "في انتظار تأكيد التاجر" },
  { name: "Damaged package", name_ar: "الشحنة تالفة" },
  { name: "Incomplete address", name_ar: "العنوان غير مكتمل" },
  { name: "Awaiting exchange item", name_ar: "في انتظار شحنة الاستبدال" },
  { name: "Held for inspection", name_ar: "الشحنة محتجزة للفحص" },
  { name: "Contents do not match the order", name_ar: "محتويات الشحنة غير مطابقة للطلب" },
  { name: "Awaiting new delivery date from customer", name_ar: "في انتظار تحديد موعد تسليم جديد من العميل" },
  { name: "Outside the coverage area", name_ar: "خارج نطاق التغطية" },
];
