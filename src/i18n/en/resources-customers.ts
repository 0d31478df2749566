/** Resource names, field labels and screen texts of the customers screens. */
export const customersEn = {};
