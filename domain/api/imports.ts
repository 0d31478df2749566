/** The answers of importing orders from a spreadsheet (server/routes/orders/import), for merchants and staff alike. */
import { Type, type Static, type TString } from '@sinclair/typebox';
import { IMPORT_COLUMNS, type ImportColumnKey } from '../orders/import';
import { NotJson, Nullable } from './common';

/** A row's cells as read, by column. */
const ImportCells = Type.Object(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, Type.String()])) as Record<ImportColumnKey, TString>);

/** A row of the file as the server read and checked it; `errors` holds a message key per column that is wrong. */
export const ImportPreviewRow = Type.Object({
  row: Type.Integer(),
  values: ImportCells,
  errors: Type.Record(Type.String(), Type.String()),
  city_id: Nullable(Type.Integer()),
  zone_id: Nullable(Type.Integer()),
  /** The fee (the customer's price) of a good row; null for a bad one or a caller who may not see fees. */
  total_fees: Nullable(Type.String()),
});
export type ImportPreviewRow = Static<typeof ImportPreviewRow>;

/** Every row of the file checked, nothing stored. */
export const ImportPreview = Type.Object({ total: Type.Integer(), good: Type.Integer(), bad: Type.Integer(), rows: Type.Array(ImportPreviewRow) });
export type ImportPreview = Static<typeof ImportPreview>;

/** The orders stored: how many, for which customer, and the first and last new serials ('' when serials are hidden). */
export const ImportResult = Type.Object({ created: Type.Integer(), customer: Type.Integer(), first_serial: Type.String(), last_serial: Type.String() });
export type ImportResult = Static<typeof ImportResult>;

/** The template to fill in. */
export const ImportTemplate = NotJson('The import template', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
