import { screenUrl } from '../../../domain/screens';
import { roleOf } from '../../auth/session-user';
import { customerName, notify, staffHandling } from '../../notices/send';
import { sql } from 'drizzle-orm';
import { MAX_IMPORT_ROWS } from '../../../domain/orders/import';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { ApiError, badRequest } from '../../lib/errors';
import { assertVisibleReferences } from '../references';
import { assertMay, hiddenFor, type OrderScope } from '../scope';
import { insertNewOrders } from '../write';
import { checkRows, type CheckedRow, type ImportTarget } from './check';
import { readSpreadsheet } from './sheet';
import { importRows, type ImportLang, type ImportRow } from './table';
import type { ImportPreview, ImportResult } from '../../../domain/api/imports';

export type { ImportTarget };

/** A row as the preview shows it: the fee only to a caller who may see fees. */
export type PreviewRow = Omit<CheckedRow, 'insert'>;

/** The file refused because some of its rows are wrong: 400 with every row's reasons, nothing stored. */
class RowsRefused extends ApiError {
  constructor(readonly preview: ImportPreview) {
    super(400, 'import.rows_invalid', { count: preview.bad });
  }

  override body() {
    return { ...super.body(), ...this.preview };
  }
}

/** The caller may add orders to the customer: one it may not see is missing (400 beside it), then addOrder (403, the spec's denial). */
export function assertMayImport(scope: OrderScope, target: ImportTarget): void {
  assertVisibleReferences(scope, { customer_id: target.customerId });
  assertMay(scope, target.customerId, 'addOrder');
}

/** The file's order rows (refused as a whole when it is no spreadsheet of the template's shape). */
export const readImportFile = (file: Buffer, lang: ImportLang): ImportRow[] => importRows(readSpreadsheet(file, MAX_IMPORT_ROWS + 2), lang);

/** Every row checked, and the preview of them the caller may see. */
async function checked(db: Db, scope: OrderScope, target: ImportTarget, rows: readonly ImportRow[]) {
  const all = await checkRows(db, scope, target, rows);
  const customerError = all.find((row) => row.errors.customer)?.errors.customer;
  if (customerError) throw badRequest({ customer: customerError });
  const feesHidden = hiddenFor(scope, target.customerId).includes('total_fees');
  const shown: PreviewRow[] = all.map(({ insert: _insert, ...row }) => (feesHidden ? { ...row, total_fees: null } : row));
  const bad = all.filter((row) => Object.keys(row.errors).length > 0).length;
  return { all, preview: { total: all.length, good: all.length - bad, bad, rows: shown } };
}

/** Checks a file's rows without storing anything: every row with its reasons. */
export async function previewImport(db: Db, scope: OrderScope, target: ImportTarget, rows: readonly ImportRow[]): Promise<ImportPreview> {
  assertMayImport(scope, target);
  return (await checked(db, scope, target, rows)).preview;
}

/** Imports of one customer queue behind each other, so a file sent twice at once is checked against the first's orders. */
const IMPORT_LOCK = 0x1_0f0d;

/**
 * Reads, checks and stores a file's orders, all or none, in one transaction: with any bad row, a 400 with every
 * row's reasons and nothing stored. The rows are stored as single creates store them (write.ts insertNewOrders),
 * with one audit row for the import. Imports for one customer run one at a time (an advisory lock), so the same
 * file sent twice at once stores its orders once when its rows carry customer serials: the second finds them taken.
 */
/**
 * A merchant's import is an order alert for the office people who see that customer's pickup requests, leading to
 * the customer's orders.
 */
async function alertImport(tx: Db, customerId: number, count: number): Promise<void> {
  await notify(tx, await staffHandling(tx, customerId, screenUrl('shipmentrequest'), 'view'), 'order_alert', {
    subject_key: 'notifications.alert_import',
    content_key: 'notifications.alert_content',
    params: { customer: await customerName(tx, customerId), count: String(count) },
    url: `${screenUrl('adminorders')}/customer/${customerId}`,
    related: customerId,
  });
}

export async function commitImport(db: Db, scope: OrderScope, target: ImportTarget, rows: readonly ImportRow[], fileName: string): Promise<ImportResult> {
  assertMayImport(scope, target);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}::int, ${target.customerId}::int)`);
    const { all, preview } = await checked(tx, scope, target, rows);
    if (preview.bad > 0) throw new RowsRefused({ ...preview, rows: preview.rows.filter((row) => Object.keys(row.errors).length > 0) });
    const stored = await insertNewOrders(
      tx,
      scope,
      all.map((row) => row.insert!),
    );
    await audit(tx, {
      userId: scope.user.id,
      action: 'import',
      entity: 'orders',
      entityId: target.customerId,
      after: { file: fileName, orders: stored.length, first_id: stored[0]?.id, last_id: stored.at(-1)?.id },
    });
    if (roleOf(scope.user) === 'customer') await alertImport(tx, target.customerId, stored.length);
    return stored;
  });
  const serialsHidden = hiddenFor(scope, target.customerId).includes('serial');
  return {
    created: created.length,
    customer: target.customerId,
    first_serial: serialsHidden ? '' : (created[0]?.serial ?? ''),
    last_serial: serialsHidden ? '' : (created.at(-1)?.serial ?? ''),
  };
}
