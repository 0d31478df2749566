import { HttpError } from 'react-admin';

/** The field errors of a refused save, to show beside the fields; null when the refusal names no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'errors' in error.body && error.body.errors) {
    return error.body.errors as Record<string, string>;
  }
  return null;
}

export const messageOf = (error: unknown): string => (error instanceof Error && error.message) || 'ra.notification.http_error';
