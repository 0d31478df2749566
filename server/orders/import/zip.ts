import { inflateRawSync } from 'node:zlib';

/**
 * What a workbook of orders may unpack to: a filled template of 5,000 rows is about 3 MB of sheet and 2-5 MB of
 * text (its shared strings). No part may be above 8 MB (a sheet, its shared strings), 16 MB in all, so a zip bomb
 * is refused having cost at most those limits.
 */
const MAX_PART_BYTES = 8 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

interface ZipEntry {
  name: string;
  /** What the directory says it unpacks to. */
  size: number;
  method: number;
  compressedSize: number;
  /** Where its local header starts. */
  offset: number;
}

/** The files a zip's central directory lists; undefined when it has none to read (or uses ZIP64, which no order file needs). */
function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.offset === 0xffffffff) return undefined;
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes, unpacked with the size its directory gives as the ceiling; undefined unless they are exactly that size. */
function unpack(bytes: Buffer, entry: ZipEntry): Buffer | undefined {
  if (entry.offset + 30 > bytes.length || bytes.readUInt32LE(entry.offset) !== 0x04034b50) return undefined;
  const start = entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length === entry.size ? data : undefined;
  if (entry.method !== 8) return undefined;
  try {
    const unpacked = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    return unpacked.length === entry.size ? unpacked : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files of a zip by name, unpacked, when it is small enough unpacked to be a workbook of orders: the sizes its
 * directory gives are within the limits, and each file really unpacks to its size (a zip bomb claims gigabytes, or
 * lies about them). Undefined otherwise.
 */
export function unzipWithinLimits(bytes: Buffer): Map<string, Buffer> | undefined {
  const entries = zipEntries(bytes);
  if (!entries) return undefined;
  const partsFit = entries.every((entry) => entry.size <= MAX_PART_BYTES);
  if (!partsFit || entries.reduce((sum, entry) => sum + entry.size, 0) > MAX_UNPACKED_BYTES) return undefined;
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    const data = unpack(bytes, entry);
    if (!data) return undefined;
    files.set(entry.name, data);
  }
  return files;
}
