/**
 * Importing orders from a spreadsheet (xlsx or CSV): the columns of the file, its limits, and how the text of a
 * cell is read (headers, city and zone names, phones, amounts). What makes a row's values right or wrong is the
 * order form's own rule (domain/validation/order.ts), applied by the server to every row; nothing here repeats it.
 */

/** The columns, in the template's order, with their headers in both languages (export labels where they overlap). */
export const IMPORT_COLUMNS = [
  { key: 'customer_serial', en: 'Customer serial', ar: 'رقم العميل', width: 18 },
  { key: 'full_name', en: 'Recipient', ar: 'المستلم', width: 24, required: true },
  { key: 'phone', en: 'Phone', ar: 'الهاتف', width: 16, required: true },
  { key: 'city', en: 'City', ar: 'المدينة', width: 18, required: true },
  { key: 'zone', en: 'Zone', ar: 'المنطقة', width: 18 },
  { key: 'address', en: 'Address', ar: 'العنوان', width: 36 },
  { key: 'total_amount', en: 'Total amount (LE)', ar: 'إجمالي المبلغ (ج.م)', width: 18 },
  { key: 'weight', en: 'Weight', ar: 'الوزن', width: 10 },
  { key: 'shipment_contents', en: 'Contents', ar: 'المحتويات', width: 24 },
  { key: 'notes', en: 'Notes', ar: 'ملاحظات', width: 30 },
] as const satisfies readonly { key: string; en: string; ar: string; width: number; required?: boolean }[];

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportColumnKey = ImportColumn['key'];
export type ImportValues = Record<ImportColumnKey, string>;

/** Columns the file must have (a row may still leave the zone and the others empty). */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumnKey[] = IMPORT_COLUMNS.filter((c) => 'required' in c && c.required).map((c) => c.key);
/** Columns kept as typed text in the template, so Excel neither drops a leading 0 nor turns a serial into a number. */
export const TEXT_IMPORT_COLUMNS: readonly ImportColumnKey[] = ['customer_serial', 'phone'];

/** At most this many orders in one file (5,000 are entered and checked in seconds). */
export const MAX_IMPORT_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_LABEL = '5 MB';
/** The longest cell a file may have: the longest order field (notes) is 2,000 characters. */
export const MAX_IMPORT_CELL = 2000;

/** The headers of one language, by column. */
export const importHeaders = (lang: 'en' | 'ar'): Record<ImportColumnKey, string> =>
  Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, column[lang]])) as Record<ImportColumnKey, string>;

/** Arabic-Indic and Persian digits as ASCII digits. */
const asciiDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - (d.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)));

/**
 * A name as it is matched: case, spaces, punctuation, Arabic diacritics and tatweel ignored, and the letters people
 * write either way taken as one (أ إ آ ا, ة ه, ى ي). "  new   CAIRO " matches "New Cairo"; "الاسكندرية" matches
 * "الإسكندرية".
 */
export function matchKey(text: string): string {
  return asciiDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The column a header names (its English or Arabic label, or its key), matched as names are; undefined for none. */
const HEADER_KEYS: ReadonlyMap<string, ImportColumnKey> = new Map(
  IMPORT_COLUMNS.flatMap((column) => [column.en, column.ar, column.key].map((label) => [matchKey(label), column.key] as const)),
);
export const columnOfHeader = (header: string): ImportColumnKey | undefined => HEADER_KEYS.get(matchKey(header));

/**
 * A phone as typed in a spreadsheet, made the form's shape: Arabic digits, spaces, dashes, dots and brackets
 * dropped; the country code (+20, 0020, 20) taken off; and the leading 0 Excel drops from a number cell put back
 * (1012345678 is 01012345678). Whether it is then a mobile number is the order form's rule.
 */
export function importedPhone(text: string): string {
  const digits = asciiDigits(text).replace(/[\s\-.()\u200e\u200f]/g, '');
  const national = digits.replace(/^(?:\+|00)?20(?=1\d{9}$)/, '0');
  return /^1\d{9}$/.test(national) ? `0${national}` : national;
}

/** An amount as typed: Arabic digits, thousands separators (1,250.50) and the currency word dropped. */
export function importedAmount(text: string): string {
  const plain = asciiDigits(text)
    .replace(/\s*(?:le|egp|ج\.?\s?م\.?|جنيه)\s*$/i, '')
    .replace(/\u066b/g, '.')
    .trim();
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain) ? plain.replace(/,/g, '') : plain;
}

/** A cell's text: control characters dropped (a NUL cannot be stored), ends trimmed. */
export const cellText = (text: string): string => text.replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : '')).trim();
