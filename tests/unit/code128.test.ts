import { describe, expect, it } from 'vitest';
import { barcodeRects, checksum, code128Values, encodeCode128, START_A, START_B, START_C, STOP } from '../../domain/barcode/code128';

/**
 * The standard table (ISO/IEC 15417 table 1) written out again here, as bar/space widths by value, so the
 * decoder below checks the encoder against an independent copy rather than against itself.
 */
const TABLE = `212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231
113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123
212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321
133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111
111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112
134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141
114113 114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112`.split(/\s+/);

/** Reads widths back to text (sets B and C), checking the start, the check value and the stop. */
function decode(widths: readonly number[]): string {
  const values: number[] = [];
  let at = 0;
  while (at < widths.length) {
    const size = widths.length - at === 7 ? 7 : 6;
    const value = TABLE.indexOf(widths.slice(at, at + size).join(''));
    if (value < 0) throw new Error(`no symbol at ${at}`);
    values.push(value);
    at += size;
  }
  expect(values.at(-1)).toBe(STOP);
  const [start, ...rest] = values.slice(0, -1);
  const data = rest.slice(0, -1);
  const sum = data.reduce((total, value, index) => total + value * (index + 1), start!);
  expect(sum % 103, 'check value').toBe(rest.at(-1));
  let set = start === START_C ? 'C' : start === START_B ? 'B' : 'bad';
  let text = '';
  for (const value of data) {
    if (set === 'C' && value < 100) text += String(value).padStart(2, '0');
    else if (set === 'C' && value === 100) set = 'B';
    else if (set === 'B' && value < 95) text += String.fromCharCode(value + 32);
    else if (set === 'B' && value === 99) set = 'C';
    else throw new Error(`unexpected ${value} in set ${set}`);
  }
  return text;
}

const modulesOf = (symbols: number) => symbols * 11 + 13;

describe('Code 128', () => {
  it('uses the textbook check values', () => {
    // Wikipedia's "PJJ123C" example is computed in code set A: 103 + 775 = 878, 878 mod 103 = 54.
    expect(checksum([START_A, 48, 42, 42, 17, 18, 19, 35])).toBe(54);
    // The same text in set B starts with 104, so the check value is one more: 879 mod 103 = 55.
    const pjj = encodeCode128('PJJ123C');
    expect(pjj.values).toEqual([START_B, 48, 42, 42, 17, 18, 19, 35, 55, STOP]);
    expect(pjj.checksum).toBe(55);
    // "345678" in set C: 105 + 34 + 112 + 234 = 485, 485 mod 103 = 73; "abcdef" in set B: 1539 mod 103 = 97.
    expect(encodeCode128('345678').values).toEqual([START_C, 34, 56, 78, 73, STOP]);
    expect(encodeCode128('abcdef').checksum).toBe(97);
  });

  it('starts in set C for an even number of digits and counts 11 modules a symbol plus 13 for the stop', () => {
    const serial = encodeCode128('12345678');
    expect(serial.values.slice(0, 5)).toEqual([START_C, 12, 34, 56, 78]);
    expect(serial.modules).toBe(modulesOf(6));
    expect(serial.widths.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]);
    expect(serial.widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(serial.widths.length).toBe(6 * 6 + 7);
  });

  it('keeps digit runs compact: an odd serial, letters then digits, short runs in set B', () => {
    expect(code128Values('123456789')).toEqual([START_C, 12, 34, 56, 78, 100, 25]);
    expect(code128Values('AB12345678')).toEqual([START_B, 33, 34, 99, 12, 34, 56, 78]);
    expect(code128Values('X1234567Y')).toEqual([START_B, 56, 17, 99, 23, 45, 67, 100, 57]);
    expect(code128Values('A123B')).toEqual([START_B, 33, 17, 18, 19, 34]);
    expect(code128Values('42')).toEqual([START_C, 42]);
    expect(code128Values('7')).toEqual([START_B, 23]);
  });

  it('round-trips through a decoder built from the standard table', () => {
    for (const text of ['00000000', '20250001234', '12345678', '987654321', 'PJJ123C', 'ORD-2025/0007 x', ' ~!"#', '0a00000b']) {
      const encoded = encodeCode128(text);
      expect(decode(encoded.widths), text).toBe(text);
      expect(encoded.modules).toBe(modulesOf(encoded.values.length - 1));
    }
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 20) }, () =>
        random() < 0.6 ? String(Math.floor(random() * 10)) : String.fromCharCode(32 + Math.floor(random() * 95)),
      ).join('');
      expect(decode(encodeCode128(text).widths), text).toBe(text);
    }
  });

  it('refuses empty text and characters outside printable ASCII', () => {
    expect(() => encodeCode128('')).toThrow(RangeError);
    expect(() => encodeCode128('12\n34')).toThrow(RangeError);
    expect(() => encodeCode128('رقم')).toThrow(RangeError);
  });

  it('gives SVG rectangles for the bars, left to right after the quiet zone', () => {
    const { widths, modules } = encodeCode128('12345678');
    const geometry = barcodeRects('12345678', 2, 60);
    expect(geometry.width).toBe((modules + 20) * 2);
    expect(geometry.height).toBe(60);
    expect(geometry.rects).toHaveLength(Math.ceil(widths.length / 2));
    expect(geometry.rects[0]).toEqual({ x: 20, width: 4 });
    expect(geometry.rects[1]).toEqual({ x: 20 + (2 + 1) * 2, width: 2 });
    const last = geometry.rects.at(-1)!;
    expect(last.x + last.width).toBe((10 + modules) * 2);
    const inked = geometry.rects.reduce((sum, rect) => sum + rect.width, 0);
    expect(inked).toBe(widths.filter((_, index) => index % 2 === 0).reduce((sum, width) => sum + width, 0) * 2);
  });
});
