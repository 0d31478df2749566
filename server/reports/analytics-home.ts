/**
 * The staff analytics home's figures (domain/reports/analytics-home.ts) for a caller and a range of order dates:
 * - the range's and the range before's measures, summed from the figures by day (./figures.ts): counts of every
 *   merchant the caller sees, money of those whose revenue it may open;
 * - today's and the range's orders by status, from the orders by day and status;
 * - the five merchants and couriers (the hub left out) with most orders, of those it sees;
 * - what stands now: cash with the couriers it sees, owed to the merchants whose money it may open (the ledger's
 *   balances), the office's cash for a caller who may open finance, the pickups waiting and open issues of its merchants;
 *   a caller who may see no merchant's money gets no money figure of theirs (null), rather than a sum of none.
 */
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { HOME_MEASURES, HOME_TOP, type CompanyStatistics } from '../../domain/reports/analytics-home';
import { FINANCE_FIGURES, type FinanceFigure } from '../../domain/ledger/finance';
import { rateOf, type MeasureKey } from '../../domain/reports/measures';
import type { DateRange } from '../../domain/reports/range';
import { fromPiastres, sumAmounts } from '../../domain/orders/money';
import { ORDER_STATUSES, STATUS_CODE, type OrderStatus } from '../../domain/orders/status';
import { canOpenUrl, shipperVisibility } from '../../domain/permissions';
import { SHIPPER_HUB_ID } from '../../domain/validation/shipper';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { issues, ledgerAccounts, orderDayFigures, orders } from '../db/schema';
import { visibleOrders, type OrderScope } from '../orders/scope';
import { moneyCustomers, seesAnyMoney } from '../settlements/access';
import { figuresBy } from './figures';
import type { ReportRow } from './rows';

const DAY_MS = 86_400_000;

/** The range of as many days just before `range`. */
export function previousRange({ from_date, to_date }: DateRange): DateRange {
  const days = Math.round((Date.parse(to_date) - Date.parse(from_date)) / DAY_MS) + 1;
  const to = cairoDaysAgo(1, from_date);
  return { from_date: cairoDaysAgo(days - 1, to), to_date: to };
}

/** The measures summed over the days read, each rate worked out from the sums. */
function summed(days: readonly ReportRow[], money: boolean): CompanyStatistics['current'] {
  const count = (key: MeasureKey) => days.reduce((sum, day) => sum + Number(day[key] ?? 0), 0);
  const amount = (key: MeasureKey) => (money ? sumAmounts(days.map((day) => String(day[key] ?? '0.00'))) : null);
  return {
    orders: count('orders'),
    delivered: count('delivered'),
    returned: count('returned'),
    success_rate: rateOf('success_rate', count),
    return_rate: rateOf('return_rate', count),
    cod_collected: amount('cod_collected'),
    fees: amount('fees'),
  };
}

/** The merchants the caller sees, as a condition on a customer id column (undefined: all). */
function seenCustomers(scope: OrderScope, column: Parameters<typeof inArray>[0]): SQL | undefined {
  const { visibility } = scope;
  if (visibility.all) return undefined;
  return visibility.ids.length ? inArray(column, visibility.ids) : sql`false`;
}

/** What the company's position says of `figures` (domain/ledger/finance.ts), over the accounts of the owners `owners` keeps. */
async function balance(db: Db, figures: readonly FinanceFigure[], owners?: SQL): Promise<string> {
  let total = 0n;
  for (const figure of figures) {
    const { kinds, sign } = FINANCE_FIGURES[figure];
    const [row] = rowsOf(
      await db.execute(sql`select coalesce(sum(${ledgerAccounts.balance}), 0)::bigint as amount from ${ledgerAccounts}
        where ${and(inArray(ledgerAccounts.kind, [...kinds]), owners)}`),
    );
    total += BigInt(sign) * BigInt(String(row?.amount ?? 0));
  }
  return fromPiastres(total);
}

async function statusesOf(db: Db, scope: OrderScope, range: DateRange, today: string): Promise<CompanyStatistics['statuses']> {
  const rows = rowsOf(
    await db.execute(sql`select ${orderDayFigures.status} as status,
        coalesce(sum(${orderDayFigures.orders}) filter (where ${orderDayFigures.order_date} = ${today}), 0)::int as today,
        coalesce(sum(${orderDayFigures.orders}) filter (where ${orderDayFigures.order_date} between ${range.from_date} and ${range.to_date}), 0)::int as range
      from ${orderDayFigures}
      where ${and(sql`(${orderDayFigures.order_date} = ${today} or ${between(orderDayFigures.order_date, range.from_date, range.to_date)})`, seenCustomers(scope, orderDayFigures.customer_id))}
      group by 1`),
  );
  const byStatus = new Map(rows.map((row) => [row.status as OrderStatus, row]));
  return ORDER_STATUSES.map((status) => ({ status, today: Number(byStatus.get(status)?.today ?? 0), range: Number(byStatus.get(status)?.range ?? 0) }));
}

async function nowOf(db: Db, scope: OrderScope): Promise<CompanyStatistics['now']> {
  const couriers = shipperVisibility(scope.grants);
  const [pickups] = rowsOf(
    await db.execute(sql`select count(*)::int as n from ${orders} where ${and(eq(orders.status_code, STATUS_CODE.awaitingPickup), visibleOrders(scope))}`),
  );
  const [open] = rowsOf(
    await db.execute(sql`select count(*)::int as n from ${issues} where ${and(eq(issues.status, 'open'), seenCustomers(scope, issues.customer_id))}`),
  );
  return {
    cash_with_couriers: await balance(
      db,
      ['cash_with_shippers'],
      couriers.all ? undefined : couriers.ids.length ? inArray(ledgerAccounts.owner_id, couriers.ids) : sql`false`,
    ),
    cash_in_office: canOpenUrl(scope.user, '/dashboard/finance') ? await balance(db, ['office_cash', 'bank']) : null,
    owed_to_merchants: seesAnyMoney(scope) ? await balance(db, ['owed_to_merchants'], moneyCustomers(scope, ledgerAccounts.owner_id)) : null,
    pickups_waiting: Number(pickups?.n ?? 0),
    open_issues: Number(open?.n ?? 0),
  };
}

/** The top merchants or couriers by orders over the range. */
const ranked = (rows: readonly ReportRow[], id: 'customer_id' | 'shipper_id', name: 'customer_name' | 'shipper_name') =>
  [...rows]
    .filter((row) => !(id === 'shipper_id' && row[id] === SHIPPER_HUB_ID))
    .sort((a, b) => Number(b.orders) - Number(a.orders) || Number(a[id]) - Number(b[id]))
    .slice(0, HOME_TOP)
    .map((row) => ({ id: Number(row[id]), name: String(row[name]), orders: Number(row.orders), delivered: Number(row.delivered) }));

export async function companyStatistics(db: Db, scope: OrderScope, range: DateRange): Promise<CompanyStatistics> {
  const today = cairoToday();
  const previous = previousRange(range);
  const narrowing = { scope, countSeen: true } as const;
  const [days, before, merchants, couriers] = await Promise.all([
    figuresBy(db, 'day', HOME_MEASURES, { ...narrowing, range }),
    figuresBy(db, 'day', HOME_MEASURES, { ...narrowing, range: previous }),
    figuresBy(db, 'customer', ['orders', 'delivered'], { ...narrowing, range }),
    figuresBy(db, 'shipper', ['orders', 'delivered'], { ...narrowing, range }),
  ]);
  return {
    today,
    range,
    previous,
    current: summed(days, seesAnyMoney(scope)),
    before: summed(before, seesAnyMoney(scope)),
    statuses: await statusesOf(db, scope, range, today),
    now: await nowOf(db, scope),
    merchants: ranked(merchants, 'customer_id', 'customer_name'),
    couriers: ranked(couriers, 'shipper_id', 'shipper_name'),
    trend: days
      .map((day) => ({ day: String(day.day), orders: Number(day.orders), delivered: Number(day.delivered), returned: Number(day.returned) }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}
