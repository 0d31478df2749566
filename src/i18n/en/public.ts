/** The public site: header, footer and pages. */
export const publicEn = {};
