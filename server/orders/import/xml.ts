import { SaxesParser } from 'saxes';

/**
 * What reading an XML part does with its events. Elements come by their local names (`x:row` as `row`: some
 * programs write SpreadsheetML with a prefix) and attributes as written, each text with the path of the elements
 * it is in.
 */
export interface XmlReader {
  open?: (name: string, attributes: Readonly<Record<string, string>>) => void;
  text?: (text: string, path: readonly string[]) => void;
  close?: (name: string) => void;
  /** Whether it has what it needs, asked after each closing tag: nothing after that tag is read. */
  done?: () => boolean;
}

/** How much of a part is parsed at a time. */
const CHUNK_BYTES = 64 * 1024;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads an XML part as a stream of events, a chunk at a time, and stops once the reader is done: the rest of the
 * part is never parsed. Only XML's own entities are known (a part cannot declare more), and XML that is not well
 * formed throws.
 */
export function readXml(bytes: Uint8Array, reader: XmlReader): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const path: string[] = [];
  let stopped = false;
  const text = (content: string) => {
    if (!stopped) reader.text?.(content, path);
  };
  parser.on('opentag', (tag) => {
    if (stopped) return;
    const name = localName(tag.name);
    path.push(name);
    reader.open?.(name, tag.attributes);
  });
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', (tag) => {
    if (stopped) return;
    path.pop();
    reader.close?.(localName(tag.name));
    stopped = reader.done?.() ?? false;
  });
  const decoder = new TextDecoder();
  for (let at = 0; at < bytes.length && !stopped; at += CHUNK_BYTES) parser.write(decoder.decode(bytes.subarray(at, at + CHUNK_BYTES), { stream: true }));
  if (!stopped) parser.write(decoder.decode()).close();
}
