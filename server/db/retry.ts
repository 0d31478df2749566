/** PostgreSQL's codes for a transaction that lost a deadlock or a serialization race: running it again is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * A ledger transaction whose idempotency key another transaction posted meanwhile (two tabs, a retried request):
 * run again, the request finds what the first one posted and answers it.
 */
const RACED_KEY = 'ledger_transactions_idempotency_key';

const pgErrorOf = (error: unknown): { code?: string; constraint?: string } | undefined => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if ('code' in current && typeof current.code === 'string') return current as { code: string; constraint?: string };
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

const retryable = (error: unknown): boolean => {
  const found = pgErrorOf(error);
  return RETRYABLE.has(found?.code ?? '') || (found?.code === '23505' && found.constraint === RACED_KEY);
};

/** Runs a money transaction, again (up to three times) when the database chose it as a deadlock's victim or another posted its key first. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !retryable(error)) throw error;
    }
  }
}
