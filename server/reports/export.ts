/**
 * A report's rows as a file, from the same columns and rows as its screen: xlsx streamed as rows go out (the sheet
 * right to left in Arabic), or CSV with a byte-order mark so Excel reads Arabic; headers from the reports'
 * catalogue in the caller's language, a totals row last, names in that language, money in LE as numbers.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import jsonexport from 'jsonexport';
import { isFigure, itemsOf, type ReportColumn, type ReportDeclaration } from '../../domain/reports/kit';
import { reportMessagesAr, reportMessagesEn } from '../../domain/reports/messages';
import { nameIn, type Named } from '../../domain/names';
import { neutraliseCell, writeXlsx, type CellValue, type ExportRow } from '../lib/export';
import type { ReportRow, Totals } from './rows';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv';

export const EXPORT_LANGS = ['en', 'ar'] as const;
export type ExportLang = (typeof EXPORT_LANGS)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const CATALOGUES = { en: reportMessagesEn, ar: reportMessagesAr } as const;

type ColumnTexts = Readonly<Record<string, string>>;

/** The column headers of `report` in `lang`: the same texts as the screen's. */
export function headersOf(report: ReportDeclaration, lang: ExportLang): ColumnTexts {
  const texts = (CATALOGUES[lang] as Readonly<Record<string, { columns?: ColumnTexts } | undefined>>)[report.name];
  return texts?.columns ?? {};
}

const isNamed = (value: unknown): value is Named => typeof value === 'object' && value !== null && 'name' in value;

type Texts = Readonly<Record<string, unknown>>;
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** A `word` cell's label in `lang` from the reports' catalogue (`<report>.<group>.<word>`), the word itself when it has none. */
function wordOf(column: ReportColumn, word: string, lang: ExportLang): string {
  const label = (column.words ?? '')
    .split('.')
    .concat(word)
    .reduce<unknown>((texts, key) => (isTexts(texts) ? texts[key] : undefined), CATALOGUES[lang]);
  return typeof label === 'string' ? label : word;
}

/** One cell of the file: figures as numbers, names in the file's language, the rest as text. */
function cellOf(column: ReportColumn, value: unknown, lang: ExportLang): CellValue {
  if (value == null || value === '') return null;
  if (isFigure(column.kind)) return Number(value);
  if (isNamed(value)) return nameIn(lang, value);
  if (column.kind === 'links') return typeof value === 'number' ? value : itemsOf(value).join(', ');
  if (column.kind === 'word' && typeof value === 'string') return wordOf(column, value, lang);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
}

async function* cellsOf(columns: readonly ReportColumn[], rows: readonly ReportRow[], lang: ExportLang): AsyncGenerator<ExportRow> {
  for (const row of rows) yield Object.fromEntries(columns.map((column) => [column.key, cellOf(column, row[column.key], lang)]));
}

/** The rows and, when any column is totalled, a totals row labelled in the first column. */
const withTotals = (columns: readonly ReportColumn[], rows: readonly ReportRow[], totals: Totals, lang: ExportLang): ReportRow[] =>
  Object.keys(totals).length ? [...rows, { ...totals, [columns[0]!.key]: CATALOGUES[lang].kit.total }] : [...rows];

/** Sends the report as `<name>.<format>`; `columns` are those the caller sees. */
export async function sendExport(
  reply: FastifyReply,
  report: ReportDeclaration,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  totals: Totals,
  options: { format: ExportFormat; lang: ExportLang },
): Promise<FastifyReply> {
  const { format, lang } = options;
  const headers = headersOf(report, lang);
  const all = withTotals(columns, rows, totals, lang);
  reply.header('content-disposition', `attachment; filename="${report.name}.${format}"`);
  if (format === 'csv') {
    const cells = all.map((row) => Object.fromEntries(columns.map((column) => [column.key, neutraliseCell(cellOf(column, row[column.key], lang)) ?? ''])));
    const csv = await jsonexport(cells, { headers: columns.map((column) => column.key), rename: columns.map((column) => headers[column.key] ?? column.key) });
    return reply.header('content-type', `${CSV_TYPE}; charset=utf-8`).send(`\uFEFF${csv}\r\n`);
  }
  const out = new PassThrough();
  writeXlsx(
    out,
    columns.map((column) => ({ key: column.key, header: headers[column.key] ?? column.key })),
    cellsOf(columns, all, lang),
    { sheetName: report.name, rightToLeft: lang === 'ar' },
  ).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply.header('content-type', XLSX_TYPE).send(out);
}
