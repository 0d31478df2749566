import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import type { DateRange } from '../../domain/reports/range';
import { MONEY_FIGURES, REVENUE_FIGURES, type RevenueFigure, type RevenueFilter } from '../../domain/revenue';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { customers, merchantDays } from '../db/schema';
import { containsPattern } from '../lib/rest/list-query';

export interface RangeFilter extends DateRange {
  has?: RevenueFilter | '';
}

/** A row's figures (all, or those named) as the API gives them: counts as numbers, money as LE text ("125.50"). */
export function figuresOf(row: Record<string, unknown>, keys: readonly RevenueFigure[] = REVENUE_FIGURES): Partial<Record<RevenueFigure, string | number>> {
  return Object.fromEntries(keys.map((key) => [key, MONEY_FIGURES.includes(key) ? fromPiastres(BigInt(String(row[key] ?? 0))) : Number(row[key] ?? 0)]));
}

/** The figures of merchant_days summed over a group, in piastres (numeric). */
const SUMS = sql.join(
  REVENUE_FIGURES.map((key) => sql`coalesce(sum(${sql.identifier('merchant_days')}.${sql.identifier(key)}), 0) as ${sql.identifier(key)}`),
  sql`, `,
);

const HAVING: Record<RevenueFilter, SQL> = {
  delivered: sql`sum(${merchantDays.delivered}) > 0`,
  returned: sql`sum(${merchantDays.returned}) > 0`,
};

const inRange = (filter: RangeFilter) => and(gte(merchantDays.day, filter.from_date), lte(merchantDays.day, filter.to_date));
const having = (filter: RangeFilter) => (filter.has ? sql`having ${HAVING[filter.has]}` : sql``);

/** One merchant's days in the range (only those with deliveries or returns, with `has`), newest first. */
export async function merchantDaysOf(db: Db, customer: number, filter: RangeFilter) {
  const rows = rowsOf(
    await db.execute(sql`select ${merchantDays.day}::text as day, ${SUMS} from ${merchantDays}
      where ${and(eq(merchantDays.customer_id, customer), inRange(filter))} group by ${merchantDays.day} ${having(filter)}
      order by ${merchantDays.day} desc`),
  );
  return rows.map((row) => ({ day: String(row.day), customer_id: customer, ...figuresOf(row) }));
}

/**
 * Every merchant with revenue in the range among `who` (a condition on customers.id), narrowed by `name` (in its
 * name or company name), by name.
 */
export async function merchantsOf(db: Db, who: SQL | undefined, filter: RangeFilter & { name?: string }) {
  const name = filter.name?.trim();
  const named = name ? or(...[customers.name, customers.company_name].map((column) => ilike(column, containsPattern(name)))) : undefined;
  const rows = rowsOf(
    await db.execute(sql`select ${customers.id} as customer_id, min(${customers.name}) as customer_name,
        min(${customers.company_name}) as company_name, ${SUMS}
      from ${merchantDays} join ${customers} on ${customers.id} = ${merchantDays.customer_id}
      where ${and(inRange(filter), who, named)} group by ${customers.id} ${having(filter)}
      order by min(${customers.name}), ${customers.id}`),
  );
  return rows.map((row) => ({
    customer_id: Number(row.customer_id),
    customer_name: String(row.customer_name),
    company_name: String(row.company_name ?? ''),
    ...figuresOf(row),
  }));
}
