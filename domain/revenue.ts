/**
 * A merchant's revenue (spec section 2: customers/revenue, customers/newrevenue, customers/revenue_enhanced and the
 * merchant's own /customerdashboard/revenue), read from the day totals the ledger keeps with every posting of an
 * order's money (merchant_days, domain/ledger/merchant-days.ts):
 * - delivered: orders delivered that day, less deliveries taken back (an order moved back from Delivered);
 * - returned: returns the merchant was charged a fee for, less those taken back;
 * - collected: the cash recipients paid for its orders;
 * - fees and return_fees: what the company earned on them;
 * - net: what the merchant earned (collected less both fees). A day that only charged a return fee nets below zero.
 * A day's orders are the orders of the merchant's entries posted that day, each with the same figures, so they add
 * up to the day. The reports themselves are on the report kit (domain/reports/customer-revenue.ts).
 */
export const REVENUE_FIGURES = ['delivered', 'returned', 'collected', 'fees', 'return_fees', 'net'] as const;
export type RevenueFigure = (typeof REVENUE_FIGURES)[number];
/** The figures that are money (LE); the others are counts of orders. */
export const MONEY_FIGURES: readonly RevenueFigure[] = ['collected', 'fees', 'return_fees', 'net'];

/** The enhanced view's filter: only days (or merchants) that delivered orders, or that were charged returns. */
export const REVENUE_FILTERS = ['delivered', 'returned'] as const;
export type RevenueFilter = (typeof REVENUE_FILTERS)[number];
