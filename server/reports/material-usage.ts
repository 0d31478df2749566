/**
 * The figures of the material usage reports (domain/reports/material-usage.ts): each merchant's issued, returned and
 * used per material over the days read, and per Cairo month in units of the banded materials with the difference
 * and its flag (domain/stock/usage.ts). Moves and orders are summed in SQL by ./material-usage-sql.ts, the statements
 * whose rows the pages below list.
 */
import { sql } from 'drizzle-orm';
import { customerMaterialBalanceReport, customerMaterialDifferenceReport, customerMaterialMonthsReport } from '../../domain/reports/material-usage';
import { TIME_ZONE } from '../../domain/time';
import { differenceOf, isFlagged, shareOf, type UsageFigures } from '../../domain/stock/usage';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { serve } from './kit';
import { assertMerchant, bandsOf, merchantMoves, namesOf, shippedOrders, type UsageChoice } from './material-usage-sql';

type Figures = UsageFigures & { customer: number; group: string };

/**
 * Issued, returned and used of each merchant grouped by `group` (a material's id, or a month), the moves of
 * `materials` only when given; groups whose figures are all 0 are left out.
 */
async function figuresBy(db: Db, choice: UsageChoice, by: 'material' | 'month', materials?: readonly number[]): Promise<Figures[]> {
  const { table } = await bandsOf(db);
  const moveGroup = by === 'material' ? sql`material_id::text` : sql`to_char(moved_at at time zone ${TIME_ZONE}, 'YYYY-MM')`;
  const orderGroup = by === 'material' ? sql`material_id::text` : sql`substr(order_date, 1, 7)`;
  const only = materials ? sql`material_id = any(${sql.param([...materials])}::int[])` : sql`true`;
  const moved = rowsOf(
    await db.execute(sql`select customer_id, ${moveGroup} as grp, sum(issued)::int as issued, sum(returned)::int as returned
      from (${merchantMoves(choice)}) x where ${only} group by 1, 2`),
  );
  const used = rowsOf(
    await db.execute(sql`select customer_id, ${orderGroup} as grp, count(*)::int as used from (${shippedOrders(choice, table)}) o group by 1, 2`),
  );
  const figures = new Map<string, Figures>();
  const at = (row: Record<string, unknown>) => {
    const [customer, group] = [Number(row.customer_id), String(row.grp)];
    const key = `${customer}:${group}`;
    if (!figures.has(key)) figures.set(key, { customer, group, issued: 0, returned: 0, used: 0 });
    return figures.get(key)!;
  };
  for (const row of moved) Object.assign(at(row), { issued: Number(row.issued), returned: Number(row.returned) });
  for (const row of used) at(row).used = Number(row.used);
  return [...figures.values()].filter((one) => one.issued !== 0 || one.returned !== 0 || one.used !== 0);
}

export const customerMaterialBalance = serve(customerMaterialBalanceReport, async (db, scope, params, range) => {
  const figures = await figuresBy(db, { scope, range: range!, customer: params.customer, material: params.material }, 'material');
  const names = await namesOf(
    db,
    figures.map((one) => one.customer),
    figures.map((one) => Number(one.group)),
  );
  return {
    rows: figures.map(({ customer, group, ...figure }) => ({
      row_id: `${customer}:${group}`,
      customer_id: customer,
      material_id: Number(group),
      customer_name: names.merchant.get(customer) ?? '',
      material_name: names.material.get(Number(group))?.name ?? { name: '', name_ar: null },
      unit: names.material.get(Number(group))?.unit ?? '',
      ...figure,
      difference: differenceOf(figure),
    })),
  };
});

/** The last day of a month (YYYY-MM). */
const lastDayOf = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

/** Each merchant's months over the days read, in units of the banded materials: the figures, the difference, its share and flag. */
async function monthsOf(db: Db, choice: UsageChoice) {
  const { banded } = await bandsOf(db);
  const figures = await figuresBy(db, choice, 'month', banded);
  const names = await namesOf(
    db,
    figures.map((one) => one.customer),
    [],
  );
  return figures.map(({ customer, group, ...figure }) => ({
    row_id: `${customer}:${group}`,
    customer_id: customer,
    customer_name: names.merchant.get(customer) ?? '',
    month: group,
    // The month's days within those read, for the requests and orders behind it.
    month_from: `${group}-01` < choice.range.from_date ? choice.range.from_date : `${group}-01`,
    month_to: lastDayOf(group) > choice.range.to_date ? choice.range.to_date : lastDayOf(group),
    ...figure,
    difference: differenceOf(figure),
    share: shareOf(figure),
    flagged: isFlagged(figure),
  }));
}

export const customerMaterialDifference = serve(customerMaterialDifferenceReport, async (db, scope, params, range) => {
  const months = await monthsOf(db, { scope, range: range!, customer: params.customer });
  return { rows: params.flagged ? months.filter((month) => month.flagged) : months };
});

export const customerMaterialMonths = serve(customerMaterialMonthsReport, async (db, scope, params, range) => {
  const customer = await assertMerchant(db, params.customer!);
  return { rows: (await monthsOf(db, { scope, range: range!, customer })).map(({ customer_name: _name, ...month }) => month) };
});
