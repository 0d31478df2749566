import { Type } from '@sinclair/typebox';
import { resolveRange, type DateRange, type RangeQuery } from '../../domain/reports/range';
import { badRequest } from '../lib/errors';
import { Id } from '../closings/schemas';

/** A closing's receipt number (`rc`), the one number staff and shippers read. */
export const DetailsParams = Type.Object({ rc: Id });

/** The days a report reads when none are given: the last 30, today included. */
export const DEFAULT_DAYS = 30;

/**
 * The range of a report's query: `day_date` alone is that one day (the spec's variant parameter); otherwise
 * `from_date` to `to_date`, which default to the last 30 days. Days after today, a reversed range or one longer
 * than a year are a 400 beside the field.
 */
export function rangeOf(query: RangeQuery): DateRange {
  const resolved = resolveRange(query, DEFAULT_DAYS);
  if ('errors' in resolved) throw badRequest(resolved.errors);
  return resolved.range;
}
