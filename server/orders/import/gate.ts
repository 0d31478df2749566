import { ApiError } from '../../lib/errors';

/** Files read at once by one server process: each takes a core for about half a second while it is read and checked. */
export const MAX_IMPORTS_READING = 2;

/**
 * Bounds the work of importing in this process: one file at a time per account (a second is refused at once,
 * 409), and at most `most` files at once in all (503 with Retry-After), so a few large files cannot starve the
 * other requests of memory and CPU. Like the password gate, this is a guard of this process's resources kept in
 * its memory, not a rule of the data: with several processes each keeps its own.
 */
export function createImportGate(most = MAX_IMPORTS_READING) {
  const reading = new Set<number>();
  return async <T>(account: number, work: () => Promise<T>): Promise<T> => {
    if (reading.has(account)) throw new ApiError(409, 'import.busy');
    if (reading.size >= most) throw new ApiError(503, 'import.server_busy', {}, undefined, { 'retry-after': '2' });
    reading.add(account);
    try {
      return await work();
    } finally {
      reading.delete(account);
    }
  };
}
