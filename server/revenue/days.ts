import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { MONEY_FIGURES, REVENUE_FIGURES, type RevenueFigure, type RevenueFilter } from '../../domain/revenue';
import type { Db } from '../db/client';
import { customers, merchantDays } from '../db/schema';
import { containsPattern } from '../lib/rest/list-query';
import { pageOf, type ListWindow, type Sorting } from './page';

export interface RangeFilter {
  from_date: string;
  to_date: string;
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

/** Sorting by a list's first column or any figure, each a column of the list's rows. */
const sortingBy = (first: string): Sorting => ({
  columns: Object.fromEntries([first, ...REVENUE_FIGURES].map((key) => [key, key])),
  fallback: first,
});

const inRange = (filter: RangeFilter) => and(gte(merchantDays.day, filter.from_date), lte(merchantDays.day, filter.to_date));
const having = (filter: RangeFilter) => (filter.has ? sql`having ${HAVING[filter.has]}` : sql``);

/** One merchant's days in the range, newest first unless sorted otherwise. */
export async function merchantDaysOf(db: Db, customer: number, filter: RangeFilter, window: ListWindow) {
  const inner = sql`select ${merchantDays.day}::text as key, ${merchantDays.day}::text as day, ${SUMS} from ${merchantDays}
    where ${and(eq(merchantDays.customer_id, customer), inRange(filter))} group by ${merchantDays.day} ${having(filter)}`;
  const { rows, total, sums } = await pageOf(db, inner, sortingBy('day'), REVENUE_FIGURES, { ...window, order: window.order ?? 'DESC' });
  return { data: rows.map((row) => ({ day: String(row.day), ...figuresOf(row) })), total, totals: figuresOf(sums) };
}

/**
 * Every merchant with revenue in the range among `who` (a condition on customers.id), narrowed by
 * `name` (in its name or company name), by name unless sorted otherwise.
 */
export async function merchantsOf(db: Db, who: SQL | undefined, filter: RangeFilter & { name?: string }, window: ListWindow) {
  const name = filter.name?.trim();
  const named = name ? or(...[customers.name, customers.company_name].map((column) => ilike(column, containsPattern(name)))) : undefined;
  const inner = sql`select ${customers.id} as key, ${customers.id} as customer_id, ${customers.name} as customer_name,
      ${customers.company_name} as company_name, ${SUMS}
    from ${merchantDays} join ${customers} on ${customers.id} = ${merchantDays.customer_id}
    where ${and(inRange(filter), who, named)} group by ${customers.id} ${having(filter)}`;
  const { rows, total, sums } = await pageOf(db, inner, sortingBy('customer_name'), REVENUE_FIGURES, window);
  return {
    data: rows.map((row) => ({
      customer_id: Number(row.customer_id),
      customer_name: String(row.customer_name),
      company_name: String(row.company_name ?? ''),
      ...figuresOf(row),
    })),
    total,
    totals: figuresOf(sums),
  };
}
