/** Deterministic Egyptian names and shop words for the demo data (no randomness: the same seed every time). */
export const FIRST_NAMES = [
  'Ahmed',
  'Mohamed',
  'Mahmoud',
  'Mostafa',
  'Omar',
  'Youssef',
  'Karim',
  'Hany',
  'Tamer',
  'Sherif',
  'Mona',
  'Heba',
  'Nour',
  'Salma',
  'Yasmin',
  'Dina',
  'Rania',
  'Aya',
  'Mariam',
  'Eman',
];
export const LAST_NAMES = [
  'Hassan',
  'Ibrahim',
  'Abdelrahman',
  'Saleh',
  'Farouk',
  'Mansour',
  'Naguib',
  'Shawky',
  'Fathy',
  'Kamal',
  'Ezzat',
  'Ragab',
  'Soliman',
  'Gaber',
  'Helmy',
];
export const SHOP_WORDS = ['Boutique', 'Store', 'Shop', 'Market', 'House', 'Corner', 'Gallery', 'Express', 'Zone', 'Hub'];
export const SHOP_THEMES = [
  'Nile',
  'Pyramids',
  'Lotus',
  'Delta',
  'Sinai',
  'Alexandria',
  'Zamalek',
  'Khan',
  'Jasmine',
  'Oasis',
  'Luxor',
  'Falcon',
  'Cleopatra',
  'Papyrus',
];

const MOBILE_PREFIXES = ['010', '011', '012', '015'];

export const personName = (i: number): string => `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`;
export const shopName = (i: number): string => `${SHOP_THEMES[i % SHOP_THEMES.length]} ${SHOP_WORDS[(i * 3) % SHOP_WORDS.length]}`;

/** A valid Egyptian mobile number, unique for each (kind, i). */
export const mobile = (kind: number, i: number): string =>
  `${MOBILE_PREFIXES[(i + kind) % MOBILE_PREFIXES.length]}${String(10_000_000 + kind * 1_000_000 + i * 7919).slice(-8)}`;
