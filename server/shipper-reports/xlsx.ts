import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileColumn } from '../../domain/ledger/reports';
import { ApiError } from '../lib/errors';
import { writeXlsx, type CellValue, type ExportRow } from '../lib/export';

export type Lang = 'en' | 'ar';

async function* cellsOf(columns: readonly FileColumn[], rows: readonly object[]): AsyncGenerator<ExportRow> {
  for (const row of rows) {
    const values = new Map<string, unknown>(Object.entries(row));
    yield Object.fromEntries(
      columns.map(({ key, money }) => {
        const value = values.get(key);
        const cell: CellValue = money && value != null ? Number(value) : value == null ? null : typeof value === 'number' ? value : String(value);
        return [key, cell];
      }),
    );
  }
}

/**
 * A report's rows and its totals row as `<name>.xlsx`, under `headers` (the screen's, in the user's language), the
 * sheet right to left in Arabic; money as numbers in LE. Nothing to export is 404 `errors.empty_data` (the screen
 * says so).
 */
export function sendReport(
  reply: FastifyReply,
  name: string,
  columns: readonly FileColumn[],
  headers: Readonly<Record<string, string>>,
  rows: readonly object[],
  totals: object,
  lang: Lang,
) {
  if (rows.length === 0) throw new ApiError(404, 'errors.empty_data');
  const label = { [columns[0]!.key]: lang === 'ar' ? 'الإجمالي' : 'Total' };
  const out = new PassThrough();
  writeXlsx(
    out,
    columns.map((column) => ({ key: column.key, header: headers[column.key] ?? column.key })),
    cellsOf(columns, [...rows, { ...totals, ...label }]),
    { sheetName: name, rightToLeft: lang === 'ar' },
  ).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .send(out);
}
