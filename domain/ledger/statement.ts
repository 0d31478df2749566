/** The columns of a merchant's statement (a customer closing), on its printed page and in its spreadsheet. */
import { fromPiastres, signedPiastres } from '../orders/money';
import type { FileColumn } from './reports';

export const STATEMENT_FIGURES = ['collected', 'fees', 'return_fees', 'adjustments', 'net'] as const;
/** A whole closing's figures: its orders' and the packaging charges it took, which lower the net. */
export const CLOSING_FIGURES = ['collected', 'fees', 'return_fees', 'adjustments', 'packaging', 'net'] as const;

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
    packaging: 'Packaging beyond quota',
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
    packaging: 'مواد تغليف فوق الحصة',
    net: 'الصافي المستحق',
  },
} as const;

/** Most orders one customer closing settles (a busy merchant's month). */
export const SETTLEMENT_MAX_ORDERS = 5000;

export interface PackagingCharged {
  note: string;
  request_id: number | null;
  material: string | null;
  material_ar: string | null;
  units: number | null;
  amount: string;
}

const REQUEST_WORD = { en: 'Material request', ar: 'طلب مواد' } as const;

/** What a packaging charge was, in the reader's language: the request, the units and the material; its note when it is not one. */
export function packagingDescription(charge: PackagingCharged, lang: 'en' | 'ar'): string {
  if (charge.request_id === null || charge.units === null) return charge.note;
  const material = (lang === 'ar' && charge.material_ar) || charge.material || '';
  return `${REQUEST_WORD[lang]} ${charge.request_id} · ${charge.units} × ${material}`;
}

/**
 * A packaging charge as a row of the statement, below its orders: what it was and what it took from the net, so
 * each column of the statement still adds up to its total.
 */
export const packagingRow = (charge: PackagingCharged, lang: 'en' | 'ar') => ({
  serial: '',
  full_name: packagingDescription(charge, lang),
  status: STATEMENT_HEADERS[lang].packaging,
  net: fromPiastres(-signedPiastres(charge.amount)),
});
