import type { CitySeed } from './types';

/** Faiyum and Upper Egypt, then the Red Sea, desert and Sinai governorates. */
export const UPPER_EGYPT_AND_FRONTIER_GOVERNORATES: readonly CitySeed[] = [
  {
    name: 'Suez',
    name_ar: 'السويس',
    zones: [
      {
        name: 'Suez District',
        name_ar: 'حي السويس',
        areas: [{ name: 'Port Tawfiq', name_ar: 'بور توفيق' }],
      },
      { name: 'Al Arbaeen', name_ar: 'حي الأربعين', areas: [] },
      {
        name: 'Ataqah',
        name_ar: 'حي عتاقة',
        areas: [{ name: 'Ain Sokhna', name_ar: 'العين السخنة' }],
      },
      { name: 'Al Ganayen', name_ar: 'حي الجناين', areas: [] },
      { name: 'Faisal', name_ar: 'حي فيصل', areas: [] },
    ],
  },
  {
    name: 'Faiyum',
    name_ar: 'الفيوم',
    zones: [
      { name: 'Faiyum City', name_ar: 'مدينة الفيوم', areas: [] },
      { name: 'Sinnuris', name_ar: 'سنورس', areas: [] },
      { name: 'Tamiya', name_ar: 'طامية', areas: [] },
      { name: 'Ibshaway', name_ar: 'إبشواي', areas: [] },
      { name: 'Itsa', name_ar: 'إطسا', areas: [] },
      { name: 'Yusuf El Siddiq', name_ar: 'يوسف الصديق', areas: [] },
    ],
  },
  {
    name: 'Beni Suef',
    name_ar: 'بني سويف',
    zones: [
      { name: 'Beni Suef City', name_ar: 'مدينة بني سويف', areas: [] },
      { name: 'New Beni Suef', name_ar: 'بني سويف الجديدة', areas: [] },
      { name: 'El Wasta', name_ar: 'الواسطى', areas: [] },
      { name: 'Nasser', name_ar: 'ناصر', areas: [] },
      { name: 'Biba', name_ar: 'ببا', areas: [] },
      { name: 'El Fashn', name_ar: 'الفشن', areas: [] },
    ],
  },
  {
    name: 'Minya',
    name_ar: 'المنيا',
    zones: [
      { name: 'Minya City', name_ar: 'مدينة المنيا', areas: [] },
      { name: 'Mallawi', name_ar: 'ملوي', areas: [] },
      { name: 'Samalut', name_ar: 'سمالوط', areas: [] },
      { name: 'Maghagha', name_ar: 'مغاغة', areas: [] },
      { name: 'Beni Mazar', name_ar: 'بني مزار', areas: [] },
      { name: 'Abu Qurqas', name_ar: 'أبو قرقاص', areas: [] },
    ],
  },
  {
    name: 'Asyut',
    name_ar: 'أسيوط',
    zones: [
      { name: 'Asyut City', name_ar: 'مدينة أسيوط', areas: [] },
      { name: 'Dairut', name_ar: 'ديروط', areas: [] },
      { name: 'Manfalut', name_ar: 'منفلوط', areas: [] },
      { name: 'Abnub', name_ar: 'أبنوب', areas: [] },
      { name: 'Abu Tig', name_ar: 'أبو تيج', areas: [] },
      { name: 'El Qusiya', name_ar: 'القوصية', areas: [] },
    ],
  },
  {
    name: 'Sohag',
    name_ar: 'سوهاج',
    zones: [
      { name: 'Sohag City', name_ar: 'مدينة سوهاج', areas: [] },
      { name: 'Akhmim', name_ar: 'أخميم', areas: [] },
      { name: 'Girga', name_ar: 'جرجا', areas: [] },
      { name: 'Tahta', name_ar: 'طهطا', areas: [] },
      { name: 'El Balyana', name_ar: 'البلينا', areas: [] },
      { name: 'Tama', name_ar: 'طما', areas: [] },
    ],
  },
  {
    name: 'Qena',
    name_ar: 'قنا',
    zones: [
      { name: 'Qena City', name_ar: 'مدينة قنا', areas: [] },
      { name: 'Nag Hammadi', name_ar: 'نجع حمادي', areas: [] },
      { name: 'Qus', name_ar: 'قوص', areas: [] },
      { name: 'Deshna', name_ar: 'دشنا', areas: [] },
      { name: 'Qift', name_ar: 'قفط', areas: [] },
      { name: 'Abu Tesht', name_ar: 'أبو تشت', areas: [] },
    ],
  },
  {
    name: 'Luxor',
    name_ar: 'الأقصر',
    zones: [
      { name: 'Luxor City', name_ar: 'مدينة الأقصر', areas: [] },
      { name: 'Esna', name_ar: 'إسنا', areas: [] },
      { name: 'Armant', name_ar: 'أرمنت', areas: [] },
      { name: 'Al Qurna', name_ar: 'القرنة', areas: [] },
      { name: 'Al Bayadiya', name_ar: 'البياضية', areas: [] },
      { name: 'Al Tod', name_ar: 'الطود', areas: [] },
    ],
  },
  {
    name: 'Aswan',
    name_ar: 'أسوان',
    zones: [
      { name: 'Aswan City', name_ar: 'مدينة أسوان', areas: [] },
      { name: 'Kom Ombo', name_ar: 'كوم أمبو', areas: [] },
      { name: 'Edfu', name_ar: 'إدفو', areas: [] },
      { name: 'Daraw', name_ar: 'دراو', areas: [] },
      { name: 'Nasr El Nuba', name_ar: 'نصر النوبة', areas: [] },
      { name: 'Abu Simbel', name_ar: 'أبو سمبل', areas: [] },
    ],
  },
  {
    name: 'Red Sea',
    name_ar: 'البحر الأحمر',
    zones: [
      {
        name: 'Hurghada',
        name_ar: 'الغردقة',
        areas: [
          { name: 'El Dahar', name_ar: 'الدهار' },
          { name: 'Sekalla', name_ar: 'السقالة' },
        ],
      },
      { name: 'Safaga', name_ar: 'سفاجا', areas: [] },
      { name: 'El Quseir', name_ar: 'القصير', areas: [] },
      { name: 'Marsa Alam', name_ar: 'مرسى علم', areas: [] },
      { name: 'Ras Gharib', name_ar: 'رأس غارب', areas: [] },
      { name: 'Shalateen', name_ar: 'الشلاتين', areas: [] },
    ],
  },
  {
    name: 'New Valley',
    name_ar: 'الوادي الجديد',
    zones: [
      { name: 'Kharga', name_ar: 'الخارجة', areas: [] },
      { name: 'Dakhla', name_ar: 'الداخلة', areas: [] },
      { name: 'Farafra', name_ar: 'الفرافرة', areas: [] },
      { name: 'Paris', name_ar: 'باريس', areas: [] },
      { name: 'Balat', name_ar: 'بلاط', areas: [] },
    ],
  },
  {
    name: 'Matrouh',
    name_ar: 'مطروح',
    zones: [
      { name: 'Marsa Matrouh', name_ar: 'مرسى مطروح', areas: [] },
      {
        name: 'El Alamein',
        name_ar: 'العلمين',
        areas: [{ name: 'New Alamein', name_ar: 'العلمين الجديدة' }],
      },
      { name: 'El Hammam', name_ar: 'الحمام', areas: [] },
      { name: 'El Dabaa', name_ar: 'الضبعة', areas: [] },
      { name: 'Siwa', name_ar: 'سيوة', areas: [] },
      { name: 'Salloum', name_ar: 'السلوم', areas: [] },
    ],
  },
  {
    name: 'North Sinai',
    name_ar: 'شمال سيناء',
    zones: [
      { name: 'Arish', name_ar: 'العريش', areas: [] },
      { name: 'Sheikh Zuweid', name_ar: 'الشيخ زويد', areas: [] },
      { name: 'Rafah', name_ar: 'رفح', areas: [] },
      { name: 'Bir al-Abd', name_ar: 'بئر العبد', areas: [] },
      { name: 'Hasana', name_ar: 'الحسنة', areas: [] },
      { name: 'Nakhl', name_ar: 'نخل', areas: [] },
    ],
  },
  {
    name: 'South Sinai',
    name_ar: 'جنوب سيناء',
    zones: [
      {
        name: 'Sharm El Sheikh',
        name_ar: 'شرم الشيخ',
        areas: [
          { name: 'Naama Bay', name_ar: 'خليج نعمة' },
          { name: 'Hadaba', name_ar: 'الهضبة' },
        ],
      },
      { name: 'Dahab', name_ar: 'دهب', areas: [] },
      { name: 'El Tor', name_ar: 'الطور', areas: [] },
      { name: 'Nuweiba', name_ar: 'نويبع', areas: [] },
      { name: 'Saint Catherine', name_ar: 'سانت كاترين', areas: [] },
      { name: 'Taba', name_ar: 'طابا', areas: [] },
    ],
  },
];
