import type { CitySeed } from './types';

/** Cairo, Giza and Alexandria. */
export const METROPOLITAN_GOVERNORATES: readonly CitySeed[] = [
  {
    name: 'Cairo',
    name_ar: 'القاهرة',
    zones: [
      {
        name: 'Nasr City',
        name_ar: 'مدينة نصر',
        areas: [
          { name: 'Abbas El Akkad', name_ar: 'عباس العقاد' },
          { name: 'Makram Ebeid', name_ar: 'مكرم عبيد' },
          { name: 'Seventh District', name_ar: 'الحي السابع' },
          { name: 'Zahraa Nasr City', name_ar: 'زهراء مدينة نصر' },
        ],
      },
      {
        name: 'Heliopolis',
        name_ar: 'مصر الجديدة',
        areas: [
          { name: 'Korba', name_ar: 'الكوربة' },
          { name: 'Roxy', name_ar: 'روكسي' },
          { name: 'Almaza', name_ar: 'ألماظة' },
          { name: 'Sheraton', name_ar: 'شيراتون' },
        ],
      },
      {
        name: 'Maadi',
        name_ar: 'المعادي',
        areas: [
          { name: 'Degla', name_ar: 'دجلة' },
          { name: 'Sarayat El Maadi', name_ar: 'سرايات المعادي' },
          { name: 'Zahraa El Maadi', name_ar: 'زهراء المعادي' },
          { name: 'New Maadi', name_ar: 'المعادي الجديدة' },
        ],
      },
      {
        name: 'Downtown',
        name_ar: 'وسط البلد',
        areas: [
          { name: 'Tahrir Square', name_ar: 'ميدان التحرير' },
          { name: 'Garden City', name_ar: 'جاردن سيتي' },
          { name: 'Abdeen', name_ar: 'عابدين' },
          { name: 'Bab El Louq', name_ar: 'باب اللوق' },
        ],
      },
      {
        name: 'Shubra',
        name_ar: 'شبرا',
        areas: [
          { name: 'Rod El Farag', name_ar: 'روض الفرج' },
          { name: 'Khalafawy', name_ar: 'الخلفاوي' },
          { name: 'Dawaran Shubra', name_ar: 'دوران شبرا' },
          { name: 'Sahel', name_ar: 'الساحل' },
        ],
      },
      {
        name: 'New Cairo',
        name_ar: 'القاهرة الجديدة',
        areas: [
          { name: 'Fifth Settlement', name_ar: 'التجمع الخامس' },
          { name: 'First Settlement', name_ar: 'التجمع الأول' },
          { name: 'Al Rehab', name_ar: 'الرحاب' },
          { name: 'Madinaty', name_ar: 'مدينتي' },
        ],
      },
    ],
  },
  {
    name: 'Giza',
    name_ar: 'الجيزة',
    zones: [
      {
        name: 'Dokki',
        name_ar: 'الدقي',
        areas: [
          { name: 'Dokki Square', name_ar: 'ميدان الدقي' },
          { name: 'Mesaha Square', name_ar: 'ميدان المساحة' },
          { name: 'Bein El Sarayat', name_ar: 'بين السرايات' },
        ],
      },
      {
        name: 'Mohandessin',
        name_ar: 'المهندسين',
        areas: [
          { name: 'Lebanon Square', name_ar: 'ميدان لبنان' },
          { name: 'Arab League Street', name_ar: 'شارع جامعة الدول العربية' },
          { name: 'Shehab Street', name_ar: 'شارع شهاب' },
        ],
      },
      {
        name: 'Agouza',
        name_ar: 'العجوزة',
        areas: [
          { name: 'Kit Kat', name_ar: 'الكيت كات' },
          { name: 'Sphinx Square', name_ar: 'ميدان سفنكس' },
          { name: 'Ard El Lewa', name_ar: 'أرض اللواء' },
        ],
      },
      {
        name: 'Haram',
        name_ar: 'الهرم',
        areas: [
          { name: 'Faisal', name_ar: 'فيصل' },
          { name: 'Talbia', name_ar: 'الطالبية' },
          { name: 'Mariouteya', name_ar: 'المريوطية' },
        ],
      },
      {
        name: '6th of October',
        name_ar: 'السادس من أكتوبر',
        areas: [
          { name: 'Hosary', name_ar: 'الحصري' },
          { name: 'Al Motamayez District', name_ar: 'الحي المتميز' },
          { name: 'Dreamland', name_ar: 'دريم لاند' },
          { name: 'First District', name_ar: 'الحي الأول' },
        ],
      },
      {
        name: 'Sheikh Zayed',
        name_ar: 'الشيخ زايد',
        areas: [
          { name: 'Beverly Hills', name_ar: 'بيفرلي هيلز' },
          { name: 'Al Rabwa', name_ar: 'الربوة' },
          { name: 'Sixteenth District', name_ar: 'الحي السادس عشر' },
        ],
      },
    ],
  },
];
