import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../providers/http';

/** True for the 409 a stale edit or move gets. */
export const isStale = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 409 && (error.message === 'orders.stale' || (error.body as ApiErrorBody | undefined)?.key === 'orders.stale');
