import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { FieldErrors } from '../../domain/validation';
import { ApiError } from '../lib/errors';
import { englishMessage, type MessageKey } from '../../domain/messages';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause. */
function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^\d{5}$|^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/**
 * Unique keys whose violation is a rule people know by name: the answer's message, and the body fields that may
 * hold the value (the one that does gets the field error). These are the answers the routes' own checks give;
 * the key answers the same when two requests race past those checks.
 */
const NAMED_UNIQUE_KEYS: Record<string, { key: MessageKey; fields: readonly string[] }> = {
  customer_phones_pkey: { key: 'customers.phone_taken', fields: ['phone', 'phone2'] },
  evaluations_shipper_month_key: { key: 'evaluations.exists', fields: ['subject'] },
  evaluations_user_month_key: { key: 'evaluations.exists', fields: ['subject'] },
};

const sameValue = (a: unknown, b: string) => typeof a === 'string' && a.trim() === b.trim();

function namedUniqueError(error: PgError, body: unknown): ApiError | null {
  const rule = NAMED_UNIQUE_KEYS[error.constraint ?? ''];
  if (!rule) return null;
  const value = /\)=\((?<value>.*)\) already exists/.exec(error.detail ?? '')?.groups?.value ?? '';
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const field = rule.fields.find((name) => sameValue(fields[name], value)) ?? rule.fields[0]!;
  return new ApiError(409, rule.key, {}, { [field]: rule.key });
}

/** Turns PostgreSQL constraint violations into the API's clear answers instead of a 500. */
export function fromDatabaseError(error: unknown, body?: unknown): ApiError | null {
  const pgError = pgErrorOf(error);
  if (!pgError) return null;
  // A reference to a record that does not exist is bad input on that field.
  const missingParent = /Key \((?<column>\w+)\)=\([^)]*\) is not present/.exec(pgError.detail ?? '')?.groups?.column;
  if (missingParent) return new ApiError(400, 'validation.invalid', {}, { [missingParent]: 'errors.not_found' });
  // 23503 foreign_key_violation (NO ACTION) and 23001 restrict_violation (ON DELETE RESTRICT) both mean "in use".
  if (pgError.code === '23503' || pgError.code === '23001') {
    return new ApiError(409, 'errors.in_use', { details: describeForeignKey(pgError) });
  }
  if (pgError.code === '23505') {
    const named = namedUniqueError(pgError, body);
    if (named) return named;
    const columns = /\((?<columns>[^)]+)\)=/.exec(pgError.detail ?? '')?.groups?.columns ?? 'name';
    const field = columns.split(', ').pop() ?? columns;
    return new ApiError(409, 'errors.duplicate', { field }, { [field]: 'errors.already_used' });
  }
  // The trigger of migration 0014: a closed order's money written outside the closings and approved requests.
  if (pgError.code === 'CL001') return new ApiError(409, 'ledger.order_locked');
  // A check that keeps real cash from going below zero (the postings refuse it first, naming the account).
  if (pgError.constraint === 'ledger_accounts_bound_check') return new ApiError(409, 'ledger.below_zero');
  // Class 22 is a value the database cannot hold (a NUL byte, a date out of range, a number too large); 54001 a
  // value nested too deep for it. The schemas refuse these first; this is the net under them.
  if (pgError.code?.startsWith('22') || pgError.code === '54001') return new ApiError(400, 'validation.invalid');
  return null;
}

function describeForeignKey(error: PgError): string {
  const table = /table "(?<table>[^"]+)"/.exec(error.detail ?? '')?.groups?.table;
  return table ? `it is referenced by ${table.replace(/_/g, ' ')}` : 'other records refer to it';
}

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? item.instancePath.split('/').filter(Boolean)[0] ?? '_';
    errors[field] = missing ? 'validation.required' : 'validation.invalid';
  }
  return errors;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.status(400).send({ message: englishMessage('validation.invalid'), key: 'validation.invalid', errors: fieldErrorsOf(error) });
      }
      const apiError = error instanceof ApiError ? error : fromDatabaseError(error, request.body);
      if (apiError) return reply.status(apiError.statusCode).headers(apiError.headers).send(apiError.body());
      if (error.statusCode && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ message: error.message, key: 'validation.invalid' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: englishMessage('errors.server'), key: 'errors.server' });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: englishMessage('errors.not_found'), key: 'errors.not_found', path: request.url });
    });
  },
  { name: 'errors' },
);
