/**
 * Code 128 (ISO/IEC 15417) in pure TypeScript: code set B for printable ASCII and code set C for runs of digits,
 * with the modulo-103 check symbol and the stop pattern. The result is the list of bar and space widths in
 * modules (bar first), ready to draw; no dependency, usable by the browser and the server.
 */

/** Bar/space widths of the symbols 0..105 (6 elements, 11 modules each), in value order. */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
] as const;
/** The stop pattern: 7 elements, 13 modules (the last bar is the 2-module termination bar). */
const STOP_PATTERN = '2331112';

export const CODE_C = 99;
export const CODE_B = 100;
export const START_A = 103;
export const START_B = 104;
export const START_C = 105;
export const STOP = 106;

/** The widths of one symbol value (0..106), bar first. */
export function symbolWidths(value: number): number[] {
  const pattern = value === STOP ? STOP_PATTERN : PATTERNS[value];
  if (pattern === undefined) throw new RangeError(`not a Code 128 symbol: ${value}`);
  return [...pattern].map(Number);
}

/** The modulo-103 check value of a start symbol followed by data symbols (weights 1, 2, 3 ...). */
export function checksum(values: readonly number[]): number {
  const [start = 0, ...data] = values;
  return data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
}

const isDigit = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
};

function digitRun(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text, end)) end++;
  return end - from;
}

/**
 * The symbol values of `text` from the start symbol to the last data symbol (no check, no stop). Follows the
 * minimal-length rules of ISO/IEC 15417 annex E restricted to sets B and C: start in C when the value is two
 * digits or begins with four or more; switch to C for four or more digits at the end or six or more inside;
 * an odd run keeps its first digit in B.
 */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128 needs at least one character');
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code > 126) throw new RangeError(`not printable ASCII at ${i}: ${JSON.stringify(text[i])}`);
  }
  const leading = digitRun(text, 0);
  let set: 'B' | 'C' = (leading === 2 && text.length === 2) || leading >= 4 ? 'C' : 'B';
  const values = [set === 'C' ? START_C : START_B];
  let at = 0;
  while (at < text.length) {
    if (set === 'C') {
      if (digitRun(text, at) >= 2) {
        values.push(Number(text.slice(at, at + 2)));
        at += 2;
        continue;
      }
      values.push(CODE_B);
      set = 'B';
    }
    const run = digitRun(text, at);
    if (run >= 6 || (run >= 4 && at + run === text.length)) {
      if (run % 2 === 1) values.push(text.charCodeAt(at++) - 32);
      values.push(CODE_C);
      set = 'C';
      continue;
    }
    values.push(text.charCodeAt(at++) - 32);
  }
  return values;
}

export interface Code128 {
  /** Start, data, check value and stop. */
  values: number[];
  checksum: number;
  /** Bar and space widths in modules, alternating, bar first, ending with the termination bar. */
  widths: number[];
  /** Total width in modules without quiet zones: 11 per symbol before the stop, plus 13 for the stop. */
  modules: number;
}

/** Encodes printable ASCII as Code 128; throws a RangeError for anything else or an empty value. */
export function encodeCode128(text: string): Code128 {
  const data = code128Values(text);
  const check = checksum(data);
  const values = [...data, check, STOP];
  const widths = values.flatMap(symbolWidths);
  return { values, checksum: check, widths, modules: widths.reduce((sum, width) => sum + width, 0) };
}

export interface BarRect {
  x: number;
  width: number;
}

export interface BarcodeGeometry {
  rects: BarRect[];
  /** The drawing's width including both quiet zones. */
  width: number;
  height: number;
}

/**
 * The black bars of `text` as SVG rectangles (x and width in the unit of `moduleWidth`), after a quiet zone of
 * `quietZone` modules (10 by the standard) on each side. Always left to right, whatever the page direction.
 */
export function barcodeRects(text: string, moduleWidth = 1, height = 50, quietZone = 10): BarcodeGeometry {
  const { widths, modules } = encodeCode128(text);
  const rects: BarRect[] = [];
  let x = quietZone;
  widths.forEach((width, index) => {
    if (index % 2 === 0) rects.push({ x: x * moduleWidth, width: width * moduleWidth });
    x += width;
  });
  return { rects, width: (modules + 2 * quietZone) * moduleWidth, height };
}
