/** The follow-up screens: followorders, shipperOrdersReview, ShipperStatusFollow. */
export const followUpEn = {};
