import fp from 'fastify-plugin';
import type { FieldErrors } from '../../domain/validation';
import { badRequest } from '../lib/errors';

/**
 * How deep a request body may nest objects and arrays. The deepest body any screen sends (a saved order filter)
 * nests three levels; anything far deeper is an attack on the parsers and the database's JSON functions.
 */
export const MAX_INPUT_DEPTH = 16;

/**
 * Why a value is refused, or undefined: a NUL character in any text or key (PostgreSQL cannot store one), or
 * nesting deeper than MAX_INPUT_DEPTH. Checked iteratively, so a hostile depth cannot exhaust the stack here.
 */
export function inputProblem(value: unknown, depth = 0): 'nul' | 'depth' | undefined {
  const pending: [unknown, number][] = [[value, depth]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'depth';
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return 'nul';
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/** The field errors of a parsed part of the request (body, query or path): each offending top-level key. */
function fieldErrorsOf(part: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (part === null || typeof part !== 'object') {
    if (inputProblem(part)) errors._ = 'validation.invalid';
    return errors;
  }
  for (const [key, value] of Object.entries(part)) {
    if (inputProblem(value, 1) || key.includes('\u0000')) errors[key.replaceAll('\u0000', '') || '_'] = 'validation.invalid';
  }
  return errors;
}

/**
 * Refuses, before any route's schema or handler sees them, request bodies, query strings and path parameters
 * holding a NUL character or nested beyond MAX_INPUT_DEPTH: a 400 naming the field, nothing stored. Runs after
 * the access guard, so an anonymous caller still gets 401 first.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const errors = { ...fieldErrorsOf(request.params), ...fieldErrorsOf(request.query), ...fieldErrorsOf(request.body) };
      if (Object.keys(errors).length) throw badRequest(errors);
    });
  },
  { name: 'input-guard' },
);
