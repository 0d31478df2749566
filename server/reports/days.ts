import { sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../domain/reports/range';
import { TIME_ZONE } from '../../domain/time';

/** The instants a range of Cairo days starts and ends at (the end excluded), for a timestamp column's index. */
export const cairoDaysSql = (range: DateRange): { start: SQL; end: SQL } => ({
  start: sql`(${range.from_date}::date::timestamp at time zone ${TIME_ZONE})`,
  end: sql`((${range.to_date}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
});
