/**
 * A zip archive written as a stream (PKWARE APPNOTE 6.3): small parts are stored whole, a large part is deflated
 * as it is produced, with its CRC and sizes sent after its data in a data descriptor (flag bit 3); the central
 * directory closes the file. No zip64: a part stays under 4 GiB, far above an export of a million orders.
 */
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { assertOpen } from './common';

const UTF8_NAMES = 0x0800;
const SIZES_AFTER_DATA = 0x0008;
const STORED = 0;
const DEFLATED = 8;
const VERSION = 20;
/**
 * Text waiting to be deflated before the writer waits. Deflating runs on libuv's thread pool, so with this
 * much room the next rows are built meanwhile instead of after each piece.
 */
const DEFLATE_ROOM = 1 << 20;

interface Entry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The MS-DOS date and time of `at`, as zip headers keep them. */
function dosDateTime(at: Date): { time: number; date: number } {
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return { time, date };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves once `stream` takes more data, or `out` (the archive's reader) has gone; then checks `out`. */
async function roomIn(stream: Writable, out: Writable): Promise<void> {
  if (stream.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        out.off('close', done);
        resolve();
      };
      stream.on('drain', done);
      out.on('close', done);
    });
  }
  assertOpen(out);
}

/** Writes an archive to `out` part by part; `finish` writes the directory and ends `out`. */
export class ZipStream {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosDateTime(new Date());

  constructor(private readonly out: Writable) {}

  private async emit(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    this.out.write(bytes);
    await roomIn(this.out, this.out);
  }

  /**
   * The fields local and central headers share (flags, method, time, date, CRC, sizes, name length), written
   * from `at`: 6 in a local header, 8 in a central one.
   */
  private describe(header: Buffer, entry: Entry, at: number): void {
    header.writeUInt16LE(entry.flags, at);
    header.writeUInt16LE(entry.method, at + 2);
    header.writeUInt16LE(this.stamp.time, at + 4);
    header.writeUInt16LE(this.stamp.date, at + 6);
    header.writeUInt32LE(entry.crc, at + 8);
    header.writeUInt32LE(entry.compressed, at + 12);
    header.writeUInt32LE(entry.size, at + 16);
    header.writeUInt16LE(entry.name.length, at + 20);
  }

  private localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    this.describe(header, entry, 6);
    return Buffer.concat([header, entry.name]);
  }

  /** A small part, stored uncompressed with its sizes up front. */
  async addWhole(name: string, text: string): Promise<void> {
    const data = Buffer.from(text, 'utf8');
    const entry: Entry = {
      name: Buffer.from(name),
      flags: UTF8_NAMES,
      method: STORED,
      crc: crc32(data),
      compressed: data.length,
      size: data.length,
      offset: this.offset,
    };
    this.entries.push(entry);
    await this.emit(Buffer.concat([this.localHeader(entry), data]));
  }

  /**
   * A large part, deflated while `write` produces it: `write` gets a function that takes the next piece of
   * text and resolves when there is room for more (the reader keeps up), and rejects once the reader is gone.
   */
  async addStreamed(name: string, write: (put: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const entry: Entry = {
      name: Buffer.from(name),
      flags: UTF8_NAMES | SIZES_AFTER_DATA,
      method: DEFLATED,
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    this.entries.push(entry);
    await this.emit(this.localHeader(entry));
    // The fastest level: sheet XML compresses well anyway.
    const deflate: DeflateRaw = createDeflateRaw({ level: constants.Z_BEST_SPEED });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      if (!this.out.write(chunk)) deflate.pause();
    });
    const resume = () => deflate.resume();
    this.out.on('drain', resume);
    const ended = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
    try {
      await write(async (text) => {
        const data = Buffer.from(text, 'utf8');
        entry.crc = crc32(data, entry.crc);
        entry.size += data.length;
        deflate.write(data);
        // A turn of the event loop each piece lets finished deflate work go out to the reader.
        if (deflate.writableLength > DEFLATE_ROOM) await roomIn(deflate, this.out);
        else await nextTurn();
        assertOpen(this.out);
      });
      deflate.end();
      await ended;
    } finally {
      this.out.off('drain', resume);
      deflate.destroy();
    }
    this.offset += entry.compressed;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.emit(descriptor);
  }

  /** Writes the central directory and ends `out`. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      this.describe(header, entry, 8);
      header.writeUInt32LE(entry.offset, 42);
      await this.emit(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.out.end(end);
  }
}
