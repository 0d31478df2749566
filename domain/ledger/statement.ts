/** The columns of a merchant's statement (a customer closing), on its printed page and in its spreadsheet. */
import type { ReportColumn } from './reports';

export const STATEMENT_FIGURES = ['collected', 'fees', 'return_fees', 'adjustments', 'net'] as const;

export const STATEMENT_COLUMNS: readonly ReportColumn[] = [
  { key: 'serial', en: 'Order', ar: 'الطلب' },
  { key: 'full_name', en: 'Recipient', ar: 'المستلم' },
  { key: 'status', en: 'Status', ar: 'الحالة' },
  { key: 'collected', en: 'Collected', ar: 'المحصل', money: true },
  { key: 'fees', en: 'Delivery fee', ar: 'مصاريف الشحن', money: true },
  { key: 'return_fees', en: 'Return fee', ar: 'مصاريف المرتجع', money: true },
  { key: 'adjustments', en: 'Adjustments', ar: 'تسويات', money: true },
  { key: 'net', en: 'Net', ar: 'الصافي', money: true },
];

/** Most orders one customer closing settles (a busy merchant's month). */
export const SETTLEMENT_MAX_ORDERS = 5000;
