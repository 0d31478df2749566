import { readXml } from './xml';

/**
 * Whether a text is one a cell shows, by the elements it is in: a string's `<t>`, alone or in runs of rich text
 * (`<r>`), and not the phonetic guide (`<rPh>`) written above Japanese text.
 */
export const isShownText = (path: readonly string[]): boolean => path.at(-1) === 't' && !path.includes('rPh');

/** A string's text with the characters XML cannot hold, which Excel writes as `_xHHHH_` (a carriage return as `_x000D_`), as they are. */
export const unescaped = (text: string): string => text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A workbook's shared strings (`xl/sharedStrings.xml`), in order: the cells of type `s` name them by their index. */
export function sharedStrings(xml: Uint8Array): string[] {
  const strings: string[] = [];
  let text = '';
  readXml(xml, {
    open: (name) => {
      if (name === 'si') text = '';
    },
    text: (content, path) => {
      if (isShownText(path)) text += content;
    },
    close: (name) => {
      if (name === 'si') strings.push(unescaped(text));
    },
  });
  return strings;
}
