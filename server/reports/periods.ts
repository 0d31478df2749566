/**
 * The evaluation reports' rows, per person over the whole range or per month (shipperevaluationreport,
 * userevalation and their details): each figure's part is grouped by person and period, and the parts are joined on
 * both.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../domain/time';

/** One row per person over the range, or per person and month. */
export type Grouping = 'person' | 'month';

/** The period a part counts `day` (a date) in: none over the whole range, else its month (YYYY-MM). */
export const periodOf = (grouping: Grouping, day: SQL): SQL => (grouping === 'month' ? sql`to_char(${day}, 'YYYY-MM')` : sql`''`);

/** The Cairo day of an instant, for periodOf. */
export const cairoDate = (instant: SQL): SQL => sql`(${instant} at time zone ${TIME_ZONE})`;

/** Joins the part `name` to the rows' keys `k` on the person (`key`) and the period. */
export const joinedPart = (name: string, key: string): SQL =>
  sql`left join ${sql.identifier(name)} on ${sql.identifier(name)}.${sql.identifier(key)} = k.${sql.identifier(key)} and ${sql.identifier(name)}.period = k.period`;
