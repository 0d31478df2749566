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
 * up to the day. One table of columns per list, read by the server's xlsx export, the screens and the tests.
 */
import type { ReportColumn } from './ledger/reports';

export const REVENUE_FIGURES = ['delivered', 'returned', 'collected', 'fees', 'return_fees', 'net'] as const;
export type RevenueFigure = (typeof REVENUE_FIGURES)[number];
/** The figures that are money (LE); the others are counts of orders. */
export const MONEY_FIGURES: readonly RevenueFigure[] = ['collected', 'fees', 'return_fees', 'net'];

/** What each list may be sorted by: its first column or any figure. */
export const DAY_SORTS = ['day', ...REVENUE_FIGURES] as const;
export const MERCHANT_SORTS = ['customer_name', ...REVENUE_FIGURES] as const;
export const ORDER_SORTS = ['serial', 'status', 'collected', 'fees', 'return_fees', 'net'] as const;

/** The enhanced view's filter: only days (or merchants) that delivered orders, or that were charged returns. */
export const REVENUE_FILTERS = ['delivered', 'returned'] as const;
export type RevenueFilter = (typeof REVENUE_FILTERS)[number];

/** Most rows one page carries: a whole year of days, so the chart of a range needs one call. */
export const REVENUE_PAGE_MAX = 366;

const FIGURE_COLUMNS: readonly ReportColumn<RevenueFigure>[] = [
  { key: 'delivered', en: 'Orders delivered', ar: 'الطلبات المسلمة' },
  { key: 'returned', en: 'Returns', ar: 'المرتجعات' },
  { key: 'collected', en: 'Collected (LE)', ar: 'المحصل (ج.م)', money: true },
  { key: 'fees', en: 'Delivery fees (LE)', ar: 'مصاريف الشحن (ج.م)', money: true },
  { key: 'return_fees', en: 'Return fees (LE)', ar: 'مصاريف المرتجع (ج.م)', money: true },
  { key: 'net', en: 'Net (LE)', ar: 'الصافي (ج.م)', money: true },
];

/** customers/revenue: one merchant's days. */
export const REVENUE_DAY_COLUMNS: readonly ReportColumn[] = [{ key: 'day', en: 'Day', ar: 'اليوم' }, ...FIGURE_COLUMNS];
/** customers/newrevenue: every merchant over the range. */
export const REVENUE_MERCHANT_COLUMNS: readonly ReportColumn[] = [
  { key: 'customer_name', en: 'Merchant', ar: 'العميل' },
  { key: 'company_name', en: 'Company', ar: 'الشركة' },
  ...FIGURE_COLUMNS,
];
/** A day's orders: each order's part of the day. */
export const REVENUE_ORDER_COLUMNS: readonly ReportColumn[] = [
  { key: 'serial', en: 'Order', ar: 'الطلب' },
  { key: 'status', en: 'Status', ar: 'الحالة' },
  ...FIGURE_COLUMNS.filter((column) => column.money),
];
