/**
 * The deliveries read by the reports that follow them afterwards (codaging, deliverytimes), from what the writes
 * keep (schema/delivery-figures.ts): each delivery that stands (the order is delivered now: undoing a delivery
 * reverses its posting) once, on the Cairo day of its last delivery posting.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateRange } from '../../domain/reports/range';
import { TIME_ZONE } from '../../domain/time';

/** Which deliveries to read: of a range of days, of the merchants `visible` keeps to, of one merchant when named. */
export interface DeliveriesOf {
  range: DateRange;
  visible: SQL | undefined;
  customer?: number;
}

/** The condition keeping the rows of a table of delivery facts or figures to `of`, on its merchant and day columns. */
export function deliveriesOf(columns: { customer_id: AnyPgColumn; day: AnyPgColumn }, { range, visible, customer }: DeliveriesOf): SQL {
  return sql.join(
    [
      sql`${columns.day} between ${range.from_date} and ${range.to_date}`,
      visible ?? sql`true`,
      customer ? sql`${columns.customer_id} = ${customer}` : sql`true`,
    ],
    sql` and `,
  );
}

/** A moment as the Cairo day it fell on (YYYY-MM-DD), or none. */
export const cairoDay = (moment: SQL): SQL => sql`to_char(${moment} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
