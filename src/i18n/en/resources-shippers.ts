/** Resource names, field labels and screen texts of the shippers screens. */
export const shippersEn = {};
