/** What both spreadsheet writers take, and the wait that lets a slow client hold the database reads back. */
import type { Writable } from 'node:stream';
import type { CellValue } from './neutralise';

/** One column of an export: the row key to read and the header text to show. */
export interface ExportColumn {
  key: string;
  header: string;
}

export type ExportRow = Record<string, CellValue>;

/** Resolves once `out` can take more data (at once when it can already, or when it closes). */
export function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done).off('close', done).off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      out.off('drain', done).off('close', done).off('error', failed);
      reject(error);
    };
    out.on('drain', done).on('close', done).on('error', failed);
  });
}

/** The reader of the export went away (the client closed the download): stop reading rows. */
export class ExportAborted extends Error {
  constructor() {
    super('export aborted: the output stream was closed');
    this.name = 'ExportAborted';
  }
}

/** Throws ExportAborted once `out` is destroyed, so the row source is closed instead of read to its end. */
export function assertOpen(out: Writable): void {
  if (out.destroyed) throw new ExportAborted();
}
