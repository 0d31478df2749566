/**
 * CSV as spreadsheet programs save it: UTF-8 with or without a byte order mark, UTF-16 ("Unicode text"), or the
 * Windows Arabic code page that Excel's plain "CSV" uses on Arabic Windows; separated by commas, semicolons
 * (Excel where the decimal mark is a comma) or tabs; quoted cells may hold separators, quotes ("") and line breaks.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a CSV file's bytes. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return utf8.decode(bytes);
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator of the first line: the one it has most of outside quotes (a comma when it has none). */
function separatorOf(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0])[0];
}

/** A spreadsheet row that has something in it: its number (as the spreadsheet shows it, from 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: string[];
}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The rows of a CSV text that have something in them, numbered as a spreadsheet program shows them (a quoted
 * line break stays inside its row). Reading stops after `maxRows` such rows.
 */
export function parseCsv(text: string, maxRows: number): SheetRow[] {
  const separator = separatorOf(text);
  const rows: SheetRow[] = [];
  let number = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    cells.push(cell);
    if (!blank(cells)) rows.push({ row: number, cells });
    number += 1;
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length && rows.length < maxRows; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
  }
  if (rows.length < maxRows && (cell !== '' || cells.length > 0)) endRow();
  return rows;
}
