import type { CitySeed } from './types';

/** Qalyubia and the Nile Delta, then the Suez Canal governorates. */
export const DELTA_AND_CANAL_GOVERNORATES: readonly CitySeed[] = [
  {
    name: 'Alexandria',
    name_ar: 'الإسكندرية',
    zones: [
      {
        name: 'Montaza',
        name_ar: 'المنتزه',
        areas: [
          { name: 'Miami', name_ar: 'ميامي' },
          { name: 'Mandara', name_ar: 'المندرة' },
          { name: 'Asafra', name_ar: 'العصافرة' },
          { name: 'Sidi Bishr', name_ar: 'سيدي بشر' },
        ],
      },
      {
        name: 'Sidi Gaber',
        name_ar: 'سيدي جابر',
        areas: [
          { name: 'Cleopatra', name_ar: 'كليوباترا' },
          { name: 'Sporting', name_ar: 'سبورتنج' },
          { name: 'Mustafa Kamel', name_ar: 'مصطفى كامل' },
        ],
      },
      {
        name: 'Smouha',
        name_ar: 'سموحة',
        areas: [
          { name: 'Fawzy Moaz', name_ar: 'فوزي معاذ' },
          { name: 'Victor Emmanuel', name_ar: 'فيكتور عمانويل' },
        ],
      },
      {
        name: 'Downtown',
        name_ar: 'وسط البلد',
        areas: [
          { name: 'Raml Station', name_ar: 'محطة الرمل' },
          { name: 'Attarin', name_ar: 'العطارين' },
          { name: 'Azarita', name_ar: 'الأزاريطة' },
          { name: 'Mahatet Masr', name_ar: 'محطة مصر' },
        ],
      },
      {
        name: 'Al Gomrok',
        name_ar: 'الجمرك',
        areas: [
          { name: 'Bahary', name_ar: 'بحري' },
          { name: 'Anfoushi', name_ar: 'الأنفوشي' },
          { name: 'Ras El Tin', name_ar: 'رأس التين' },
        ],
      },
      {
        name: 'Agami',
        name_ar: 'العجمي',
        areas: [
          { name: 'Bitash', name_ar: 'البيطاش' },
          { name: 'Hanoville', name_ar: 'الهانوفيل' },
          { name: 'Abu Talat', name_ar: 'أبو تلات' },
        ],
      },
    ],
  },
  {
    name: 'Qalyubia',
    name_ar: 'القليوبية',
    zones: [
      { name: 'Banha', name_ar: 'بنها', areas: [] },
      {
        name: 'Shubra El Kheima',
        name_ar: 'شبرا الخيمة',
        areas: [
          { name: 'Bahtim', name_ar: 'بهتيم' },
          { name: 'Mostorod', name_ar: 'مسطرد' },
        ],
      },
      { name: 'Qalyub', name_ar: 'قليوب', areas: [] },
      { name: 'Obour', name_ar: 'العبور', areas: [] },
      { name: 'Khanka', name_ar: 'الخانكة', areas: [] },
      { name: 'Qanater El Khayreya', name_ar: 'القناطر الخيرية', areas: [] },
    ],
  },
  {
    name: 'Sharqia',
    name_ar: 'الشرقية',
    zones: [
      { name: 'Zagazig', name_ar: 'الزقازيق', areas: [] },
      {
        name: '10th of Ramadan',
        name_ar: 'العاشر من رمضان',
        areas: [{ name: 'Industrial Zone', name_ar: 'المنطقة الصناعية' }],
      },
      { name: 'Belbeis', name_ar: 'بلبيس', areas: [] },
      { name: 'Minya El Qamh', name_ar: 'منيا القمح', areas: [] },
      { name: 'Abu Hammad', name_ar: 'أبو حماد', areas: [] },
      { name: 'Faqous', name_ar: 'فاقوس', areas: [] },
    ],
  },
  {
    name: 'Dakahlia',
    name_ar: 'الدقهلية',
    zones: [
      {
        name: 'Mansoura',
        name_ar: 'المنصورة',
        areas: [
          { name: 'Toril', name_ar: 'توريل' },
          { name: 'Al Mashaya', name_ar: 'المشاية' },
        ],
      },
      { name: 'Talkha', name_ar: 'طلخا', areas: [] },
      { name: 'Mit Ghamr', name_ar: 'ميت غمر', areas: [] },
      { name: 'Aga', name_ar: 'أجا', areas: [] },
      { name: 'Sherbin', name_ar: 'شربين', areas: [] },
      { name: 'Belqas', name_ar: 'بلقاس', areas: [] },
    ],
  },
  {
    name: 'Gharbia',
    name_ar: 'الغربية',
    zones: [
      { name: 'Tanta', name_ar: 'طنطا', areas: [] },
      { name: 'El Mahalla El Kubra', name_ar: 'المحلة الكبرى', areas: [] },
      { name: 'Kafr El Zayat', name_ar: 'كفر الزيات', areas: [] },
      { name: 'Zefta', name_ar: 'زفتى', areas: [] },
      { name: 'Samanoud', name_ar: 'سمنود', areas: [] },
    ],
  },
  {
    name: 'Monufia',
    name_ar: 'المنوفية',
    zones: [
      { name: 'Shebin El Kom', name_ar: 'شبين الكوم', areas: [] },
      { name: 'Menouf', name_ar: 'منوف', areas: [] },
      { name: 'Sadat City', name_ar: 'مدينة السادات', areas: [] },
      { name: 'Ashmoun', name_ar: 'أشمون', areas: [] },
      { name: 'Quesna', name_ar: 'قويسنا', areas: [] },
    ],
  },
  {
    name: 'Beheira',
    name_ar: 'البحيرة',
    zones: [
      { name: 'Damanhour', name_ar: 'دمنهور', areas: [] },
      { name: 'Kafr El Dawwar', name_ar: 'كفر الدوار', areas: [] },
      { name: 'Rashid', name_ar: 'رشيد', areas: [] },
      { name: 'Edku', name_ar: 'إدكو', areas: [] },
      { name: 'Abu El Matamir', name_ar: 'أبو المطامير', areas: [] },
      { name: 'Wadi El Natrun', name_ar: 'وادي النطرون', areas: [] },
    ],
  },
  {
    name: 'Kafr El Sheikh',
    name_ar: 'كفر الشيخ',
    zones: [
      { name: 'Kafr El Sheikh City', name_ar: 'مدينة كفر الشيخ', areas: [] },
      { name: 'Desouk', name_ar: 'دسوق', areas: [] },
      { name: 'Baltim', name_ar: 'بلطيم', areas: [] },
      { name: 'Fuwwah', name_ar: 'فوه', areas: [] },
      { name: 'Sidi Salem', name_ar: 'سيدي سالم', areas: [] },
    ],
  },
  {
    name: 'Damietta',
    name_ar: 'دمياط',
    zones: [
      { name: 'Damietta City', name_ar: 'مدينة دمياط', areas: [] },
      { name: 'New Damietta', name_ar: 'دمياط الجديدة', areas: [] },
      { name: 'Ras El Bar', name_ar: 'رأس البر', areas: [] },
      { name: 'Faraskur', name_ar: 'فارسكور', areas: [] },
      { name: 'Kafr Saad', name_ar: 'كفر سعد', areas: [] },
    ],
  },
  {
    name: 'Port Said',
    name_ar: 'بورسعيد',
    zones: [
      { name: 'Al Sharq', name_ar: 'حي الشرق', areas: [] },
      { name: 'Al Arab', name_ar: 'حي العرب', areas: [] },
      { name: 'Al Manakh', name_ar: 'حي المناخ', areas: [] },
      { name: 'Al Zohour', name_ar: 'حي الزهور', areas: [] },
      { name: 'Al Dawahy', name_ar: 'حي الضواحي', areas: [] },
      { name: 'Port Fouad', name_ar: 'بورفؤاد', areas: [] },
    ],
  },
  {
    name: 'Ismailia',
    name_ar: 'الإسماعيلية',
    zones: [
      { name: 'Ismailia City', name_ar: 'مدينة الإسماعيلية', areas: [] },
      { name: 'Fayed', name_ar: 'فايد', areas: [] },
      { name: 'Qantara West', name_ar: 'القنطرة غرب', areas: [] },
      { name: 'Tell El Kebir', name_ar: 'التل الكبير', areas: [] },
      { name: 'Abu Suwayr', name_ar: 'أبو صوير', areas: [] },
    ],
  },
];
