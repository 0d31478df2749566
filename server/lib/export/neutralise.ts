/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a text cell that begins with =, +, -, @, a tab or a
 * carriage return may be run as a formula by Excel or LibreOffice. Such text gets a leading apostrophe, which
 * the spreadsheet shows as plain text. Numbers (negative ones included), booleans and null pass unchanged.
 */
export type CellValue = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell<T extends CellValue | undefined>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
