/** Resource names and field labels, react-admin's `resources.<name>` convention. */
export const resourcesEn = {};
