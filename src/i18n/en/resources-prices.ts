/** Resource names, field labels and screen texts of the prices screens. */
export const pricesEn = {};
