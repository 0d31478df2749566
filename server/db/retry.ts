/** PostgreSQL's codes for a transaction that lost a deadlock or a serialization race: running it again is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

const codeOf = (error: unknown): string | undefined => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

/** Runs a money transaction, again (up to three times) when the database chose it as a deadlock's victim. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE.has(codeOf(error) ?? '')) throw error;
    }
  }
}
