/**
 * The desk and report kit (design.md section 14): a report is one declaration. The server serves it from the
 * declaration (server/reports/kit.ts: paging, xlsx and CSV, scope, 400s) with the read function it pairs with it;
 * the browser draws it from the same declaration (src/resources/reports: filters, chart, table or phone cards,
 * totals, export, drill-down); tests are generated for every declaration of the catalogue (./catalogue.ts).
 *
 * Adding a report: its declaration in domain/reports/<name>.ts and one line in ./catalogue.ts, its read function in
 * server/reports/<name>.ts and one line in server/reports/registry.ts, its screen's line in domain/screens.ts, its
 * texts in ./messages.ts (both languages).
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FieldPermission } from '../permissions/fields';
import type { ScreenName } from '../screens';
import type { DateRange } from './range';

/**
 * How a column's value is read and shown: money (LE as decimal text), count (an integer), percent (0-100, one
 * decimal), date (YYYY-MM-DD), text, name (a record named in both languages, `{name, name_ar}`, shown in the
 * interface language), link (text that leads to the record behind it), links (several records, a day's receipts,
 * each shown with `item`'s label and leading to its page: `{value}` in `drill`; its total counts them). A money column's header names the currency
 * ("Net (LE)"), so the screen shows each amount alone.
 */
export const COLUMN_KINDS = ['money', 'count', 'percent', 'date', 'text', 'name', 'link', 'links'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/**
 * What may hide a column from a caller: a field permission (userpermissionfieldValue: without it the column is
 * left out of the answer, its totals and its export), or a merchant's contact right (spec section 6: without the
 * phone or address right on the row's merchant, that row's value is blanked).
 */
export type ColumnMask = { field: FieldPermission } | { contact: 'phone' | 'address'; customerKey: string };

/** A page of the product (an order list, a record) that a figure leads to: its path with `{key}` filled from the row. */
export type RowLink = `/${string}`;

export interface ReportColumn {
  /** The row's key. */
  key: string;
  /** Its header: `reports.<report>.columns.<key>` in ./messages.ts. */
  kind: ColumnKind;
  /** Summed into the totals row (money and count columns). */
  total?: true;
  mask?: ColumnMask;
  /** The rows behind the figure (drill-down), e.g. `/dashboard/adminorders/customer/{customer_id}`. */
  drill?: RowLink;
  /** Not sortable (values computed after the rows are read). */
  unsortable?: true;
  /** A `links` column's label of one item: a message key and the name of its placeholder (`RC %{rc}`). */
  item?: { label: string; param: string };
}

/** A bar or line chart of the page's rows: `x` a column naming each row, `y` the figures drawn. */
export interface ReportChart {
  kind: 'bar' | 'line';
  x: string;
  y: readonly string[];
}

/**
 * How a parameter is asked for on the screen: a number, a date, yes or no, or one of a resource's records (a
 * picker).
 */
export type ParamInput = { input: 'number' } | { input: 'date' } | { input: 'flag' } | { input: 'reference'; reference: string };

/** A parameter: its TypeBox schema (the spec's name is its key) with how the screen asks for it, and whether the report needs it. */
export type ReportParam = TSchema & { report: ParamInput & { required?: true } };

export interface ReportDeclaration<P extends Record<string, ReportParam> = Record<string, ReportParam>> {
  /** The screen's name in the registry (domain/screens.ts, which says where it lives and who may open it); its data is `GET /api/reports/<name>`. */
  name: ScreenName;
  /** Its parameters with the spec's names: optional with their defaults unless required (the screen asks for them first). */
  params: P;
  /** It reads a range of days (domain/reports/range.ts: `from_date`, `to_date`, `day_date`), the last `days` by default. */
  range?: { days: number };
  columns: readonly ReportColumn[];
  /** The row key naming each row (the list's id). */
  id: string;
  /** Other row keys the answer carries besides the columns: the ids of the records a row is about (`shipper_id`). */
  keys?: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  chart?: ReportChart;
  /** A row key that marks a row to look at (a courier over his cash limit): the screen shows it in the warning colour. */
  highlight?: string;
  /** The spec's own calls for the same report (POST with the parameters as the body), beside the kit's path. */
  aliases?: readonly { path: `/${string}`; params?: Partial<Static<TObject<P>>> }[];
}

/** One page of a report as the spec's lists answer: how many rows, the neighbouring pages, this page's rows, the totals of all rows. */
export interface ReportPage<Row = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
  totals: Record<string, string | number>;
  /** Columns left out for this caller (a field permission it lacks). */
  hidden: string[];
  /** The days read, for a report over a range. */
  range?: DateRange;
}

/** Parameter builders: each a TypeBox schema the server validates and the screen reads to draw its input. */
export const param = {
  count: (options: { minimum: number; maximum: number; default?: number }) => Object.assign(Type.Integer(options), { report: { input: 'number' } as const }),
  /** A day up to today (a report reads what happened): an impossible or future day is refused beside it. */
  date: () => Object.assign(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), { report: { input: 'date' } as const }),
  flag: () => Object.assign(Type.Boolean({ default: false }), { report: { input: 'flag' } as const }),
  reference: (reference: string, options: { required?: true } = {}) =>
    Object.assign(Type.Integer({ minimum: 1, maximum: 2147483647 }), { report: { input: 'reference', reference, ...options } as const }),
};

/** A declaration, typed. */
export const defineReport = <P extends Record<string, ReportParam>>(declaration: ReportDeclaration<P>): ReportDeclaration<P> => declaration;

/** The values of a `links` cell. */
export const itemsOf = (value: unknown): (string | number)[] =>
  Array.isArray(value) ? value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number') : [];

/** The page the figure in `column` of `row` leads to (its `{key}`s filled from the row, else from the days read), or undefined. */
export function drillPath(column: ReportColumn, row: Readonly<Record<string, unknown>>, range?: DateRange): string | undefined {
  if (!column.drill) return undefined;
  let missing = false;
  const path = column.drill.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = row[key] ?? range?.[key as keyof DateRange];
    if (value == null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : path;
}
