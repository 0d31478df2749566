/** Resource names, field labels and screen texts of the permissions screens. */
export const permissionsEn = {};
