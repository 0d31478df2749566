import { PassThrough } from 'node:stream';
import { and, desc, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { exportHeader, ORDER_EXPORT_COLUMNS } from '../../domain/orders/export-columns';
import { maskOrder } from '../../domain/orders/visibility';
import type { Db } from '../db/client';
import { cities, customers, orders, shippers, zones } from '../db/schema';
import { cairoMinuteText } from '../db/rows';
import { ApiError } from '../lib/errors';
import { writeXls, writeXlsx, type ExportColumn, type ExportRow } from '../lib/export';
import { orderConditions } from './filters';
import type { OrderFilter } from './schemas';
import { hiddenFor, type OrderScope } from './scope';

const CHUNK = 2000;
export type ExportFormat = 'xlsx' | 'xls';

/** Amounts go out as numbers so the spreadsheet can sum them (Excel keeps numbers as doubles anyway). */
const NUMERIC: ReadonlySet<string> = new Set(['total_amount', 'total_fees', 'shipper_fees', 'weight']);
const cellOf = (key: string, value: ExportRow[string]): ExportRow[string] =>
  NUMERIC.has(key) && typeof value === 'string' && value !== '' ? Number(value) : value;

/**
 * The names of customers, cities, zones and shippers come from their tables, read once per export: joining
 * them to every row took a fifth of the reading time.
 */
const NAME_TABLES = { customer_name: customers, city_name: cities, zone_name: zones, shipper_name: shippers } as const;
type NamedKey = keyof typeof NAME_TABLES;
type Names = Record<NamedKey, Map<number, string>>;

/** Places are named in the file's language: their Arabic name in an Arabic file when they have one. */
async function readNames(db: Db, lang: 'en' | 'ar'): Promise<Names> {
  const entries = await Promise.all(
    Object.entries(NAME_TABLES).map(async ([key, table]) => {
      const local = lang === 'ar' && 'name_ar' in table ? sql<string>`coalesce(nullif(${table.name_ar}, ''), ${table.name})` : table.name;
      const rows = await db.select({ id: table.id, name: local }).from(table);
      return [key, new Map(rows.map((row) => [row.id, row.name]))] as const;
    }),
  );
  return Object.fromEntries(entries) as Names;
}

/** Exactly the values an export shows (the named ones as ids): narrower rows read much faster. */
const exportValues = {
  serial: orders.serial,
  customer_serial: orders.customer_serial,
  order_date: orders.order_date,
  customer_name: orders.customer_id,
  full_name: orders.full_name,
  phone: orders.phone,
  address: orders.address,
  city_name: orders.city_id,
  zone_name: orders.zone_id,
  shipment_contents: orders.shipment_contents,
  weight: orders.weight,
  total_amount: orders.total_amount,
  total_fees: orders.total_fees,
  shipper_fees: orders.shipper_fees,
  shipper_name: orders.shipper_id,
  Order_Delivery_Status: orders.status,
  Delivery_satus_date: cairoMinuteText(orders.status_date),
  notes: orders.notes,
};
const VALUE_KEYS = Object.keys(exportValues);

/**
 * The values of a row travel as one JSON array: a database driver decodes each field of each row on its own
 * (PGlite copies every one), which was most of an export's time; one field per row cuts that to a fraction.
 */
const exportColumns = {
  id: orders.id,
  customer_id: orders.customer_id,
  values: sql<string>`json_build_array(${sql.join(Object.values(exportValues), sql`, `)})::text`,
};

/**
 * Starts reading one chunk of the matching orders, newest first, older than `before` when given. A chunk asked
 * for ahead and then not awaited (the client went away) must not fail unhandled, hence the empty catch; the
 * awaiting reader still gets the error.
 */
function readChunk(db: Db, where: SQL | undefined, before: number | undefined) {
  const reading = db
    .select(exportColumns)
    .from(orders)
    .where(and(where, before === undefined ? undefined : lt(orders.id, before)))
    .orderBy(desc(orders.id))
    .limit(CHUNK)
    .execute();
  reading.catch(() => undefined);
  return reading;
}

/**
 * Reads the matching orders newest first, a chunk at a time by id, so memory stays flat at any size. The next
 * chunk is asked for before this one is written, so the database works while the sheet is being built.
 */
async function* exportRows(db: Db, scope: OrderScope, where: SQL | undefined, columns: readonly ExportColumn[], lang: 'en' | 'ar'): AsyncGenerator<ExportRow> {
  let next = readChunk(db, where, undefined);
  const names = await readNames(db, lang);
  const cells = columns.map((column): ((values: readonly ExportRow[string][]) => ExportRow[string]) => {
    const at = VALUE_KEYS.indexOf(column.key);
    const named = column.key in names ? names[column.key as NamedKey] : undefined;
    return named ? (values) => named.get(values[at] as number) ?? '' : (values) => cellOf(column.key, values[at] ?? null);
  });
  for (;;) {
    const rows = await next;
    const full = rows.length === CHUNK;
    if (full) next = readChunk(db, where, rows[rows.length - 1]!.id);
    for (const row of rows) {
      const values = JSON.parse(row.values) as ExportRow[string][];
      const out: ExportRow = {};
      columns.forEach((column, index) => (out[column.key] = cells[index]!(values)));
      const hidden = hiddenFor(scope, row.customer_id);
      yield hidden.length ? maskOrder(out, hidden) : out;
    }
    if (!full) return;
  }
}

/**
 * Streams the filtered orders as Orders.xlsx (or Orders.xls for the enhanced list): exactly the rows the list
 * shows, only the columns the user may see, values the user may not see blanked, cells neutralised by the
 * writer. Nothing matching answers 404 'Empty Data' before any byte of a file is sent.
 */
export async function sendOrderExport(
  reply: FastifyReply,
  db: Db,
  scope: OrderScope,
  filter: OrderFilter | undefined,
  format: ExportFormat,
  lang: 'en' | 'ar',
) {
  const where = orderConditions(scope, filter);
  const [first] = await db.select({ id: orders.id }).from(orders).where(where).limit(1);
  if (!first) throw new ApiError(404, 'errors.empty_data');
  const columns: ExportColumn[] = ORDER_EXPORT_COLUMNS.filter((c) => !c.needs || scope.fields[c.needs]).map((c) => ({
    key: c.key,
    header: exportHeader(c, lang),
  }));
  const out = new PassThrough();
  const write = format === 'xlsx' ? writeXlsx : writeXls;
  write(out, columns, exportRows(db, scope, where, columns, lang), { sheetName: 'Orders', rightToLeft: lang === 'ar' }).catch((error: unknown) =>
    out.destroy(error as Error),
  );
  const name = format === 'xlsx' ? 'Orders.xlsx' : 'Orders.xls';
  const type = format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/vnd.ms-excel';
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`).send(out);
}
