import type { SheetRow } from './csv';
import { isShownText, unescaped } from './strings';
import { readXml } from './xml';

/** Excel's last column, XFD. */
const MAX_COLUMNS = 16_384;

/** The column of a cell reference, from 0 (A1 is 0, AA7 is 26); undefined when it has none. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = /^[A-Z]+/.exec(reference ?? '')?.[0];
  if (!letters) return undefined;
  const column = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  if (column > MAX_COLUMNS) throw new Error(`column ${letters} is beyond the last one`);
  return column - 1;
}

/** A row's number from its `r` attribute; undefined when it has none (the row after the one before). */
function rowNumberOf(reference: string | undefined): number | undefined {
  const number = Number(reference);
  return reference && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * What a cell shows, as text, from its type (`t`) and its value (`<v>`, or an inline string's text): a shared
 * string by its index, booleans as TRUE or FALSE, errors and a formula's text as written, numbers without float
 * noise (0.1 + 0.2 is 0.3). A formula cell is read by the value saved with it. Styles are not read, so a date is
 * the number a workbook stores it as; no import column takes a date.
 */
function shownValue(type: string | undefined, value: string, strings: readonly string[]): string {
  if (value === '') return '';
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'b') return Number(value) === 0 ? 'FALSE' : 'TRUE';
  if (type === 'inlineStr') return unescaped(value);
  const number = Number(value);
  if (type === 'str' || type === 'e' || !Number.isFinite(number)) return value;
  return String(Number(number.toPrecision(15)));
}

/**
 * The rows that have something in them of a worksheet's XML, at most `maxRows`: reading stops after the last of
 * them, and the rest of the sheet is never parsed. Rows are numbered as the spreadsheet shows them, and each cell is
 * placed in its column by its reference (a column with nothing in it is left a hole, so a cell at XFD costs no
 * more than one at B).
 */
export function sheetRows(xml: Uint8Array, strings: readonly string[], maxRows: number): SheetRow[] {
  const rows: SheetRow[] = [];
  let row: SheetRow = { row: 0, cells: [] };
  let column = -1;
  let type: string | undefined;
  let value = '';
  readXml(xml, {
    open: (name, attributes) => {
      if (name === 'row') {
        row = { row: rowNumberOf(attributes.r) ?? row.row + 1, cells: [] };
        column = -1;
      } else if (name === 'c') {
        column = columnOf(attributes.r) ?? column + 1;
        type = attributes.t;
        value = '';
      }
    },
    text: (content, path) => {
      if (path.at(-1) === 'v' || isShownText(path)) value += content;
    },
    close: (name) => {
      if (name === 'c') {
        const shown = shownValue(type, value, strings);
        if (shown !== '') row.cells[column] = shown;
      } else if (name === 'row' && row.cells.some((cell) => cell.trim() !== '')) rows.push(row);
    },
    done: () => rows.length >= maxRows,
  });
  return rows;
}
