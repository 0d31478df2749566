/** The columns of a merchant's statement (a customer closing), on its printed page and in its spreadsheet. */
import type { FileColumn } from './reports';

export const STATEMENT_FIGURES = ['collected', 'fees', 'return_fees', 'adjustments', 'net'] as const;

export const STATEMENT_COLUMNS: readonly FileColumn[] = [
  { key: 'serial' },
  { key: 'full_name' },
  { key: 'status' },
  ...STATEMENT_FIGURES.map((key) => ({ key, money: true as const })),
];

/**
 * Their headers in both languages: the statement's page and the closing screens (`settlements.fields`) and its
 * spreadsheet read these same texts.
 */
export const STATEMENT_HEADERS = {
  en: {
    serial: 'Order',
    full_name: 'Recipient',
    status: 'Status',
    state: 'Cash state',
    collected: 'Collected',
    fees: 'Delivery fees',
    return_fees: 'Return fees',
    adjustments: 'Adjustments',
    net: 'Net to pay',
  },
  ar: {
    serial: 'الطلب',
    full_name: 'المستلم',
    status: 'الحالة',
    state: 'حالة النقدية',
    collected: 'المحصل',
    fees: 'مصاريف الشحن',
    return_fees: 'مصاريف المرتجع',
    adjustments: 'تسويات',
    net: 'الصافي المستحق',
  },
} as const;

/** Most orders one customer closing settles (a busy merchant's month). */
export const SETTLEMENT_MAX_ORDERS = 5000;
