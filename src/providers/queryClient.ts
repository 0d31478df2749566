import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/** How many times a failed read is tried again when the server or the network may answer better next time. */
const RETRIES = 3;

/**
 * A 4xx answer is the server's decision (bad input, refused, missing, conflict): asking again gives the same
 * answer later, so it is shown at once. Network failures and 5xx are tried again, as react-query does by default.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < RETRIES;
}

/** A react-query client for a logged-in area (react-admin's and the app's own queries), with that rule. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
