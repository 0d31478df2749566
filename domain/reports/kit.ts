/**
 * The desk and report kit (design.md section 14): a report is one declaration. The server serves it from the
 * declaration (server/reports/kit.ts: paging, xlsx and CSV, scope, 400s) with the read function it pairs with it;
 * the browser draws it from the same declaration (src/resources/reports: filters, chart, table or phone cards,
 * totals, export, drill-down); tests are generated for every declaration of the catalogue (./catalogue.ts).
 *
 * Adding a report: its declaration in domain/reports/<name>.ts and one line in ./catalogue.ts, its read function in
 * server/reports/<name>.ts and one line in server/reports/registry.ts, its screen's line in domain/screens.ts (none
 * for a page below a screen or a merchant's report, `ReportPlacement`), its texts in ./messages.ts (both
 * languages), its fixture in tests/helpers/report-fixtures.ts.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FieldPermission } from '../permissions/fields';
import type { MeasureKey } from './measures';
import { screenUrl, type ScreenName } from '../screens';
import type { DateRange, DefaultDays } from './range';

/**
 * How a column's value is read and shown: money (LE as decimal text), count (an integer), percent (0-100, one
 * decimal, none when it has nothing to divide by), decimal (a number with one decimal: an average of ratings, a score), date (YYYY-MM-DD), text, name (a record named in both languages, `{name, name_ar}`, shown in the
 * interface language), link (text that leads to the record behind it), links (several records, a day's receipts,
 * each shown with `item`'s label and leading to its page: `{value}` in `drill`; its total counts them), status (an
 * order's status: its label in the interface language, the status itself in files), word (one of a few words, such
 * as a ledger transaction's kind, shown on the screen and in files by its label in the reports' catalogue, `words`).
 * A money column's header names the currency ("Net (LE)"), so the screen shows each amount alone.
 */
export const COLUMN_KINDS = ['money', 'count', 'percent', 'decimal', 'date', 'text', 'name', 'link', 'links', 'status', 'word'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** The kinds whose values are figures: numbers in files, sorted as numbers, aligned to the end. */
export const isFigure = (kind: ColumnKind): boolean => kind === 'money' || kind === 'count' || kind === 'percent' || kind === 'decimal';

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
  /** A `word` column's labels in the reports' catalogue: `<report>.<group>`, each word's label at `reports.<report>.<group>.<word>`. */
  words?: string;
  /**
   * The measure it shows (./measures.ts): its formula is shown on request, and a rate's value and total are worked
   * out by the kit from the columns of its parts, which the report must have.
   */
  measure?: MeasureKey;
}

/**
 * A bar or line chart of every row the report read (not only the page's), along `x` in its order (days, months):
 * `x` a column naming each row, `y` the figures drawn; with `series`, rows that share their `x` are one point and
 * each value of the `series` column (a category) is a figure of its own, stacked (each month's expenses by
 * category). With `top`, `x` names records (cities, couriers, materials): rows naming the same record are one point,
 * the `top` largest by the first figure are drawn, the rest summed into one "all others" point, so the chart's figures
 * always add up to the totals.
 */
export interface ReportChart {
  kind: 'bar' | 'line';
  x: string;
  y: readonly string[];
  series?: string;
  top?: number;
}

/**
 * How a parameter is asked for on the screen: a number, a date, yes or no, one of a resource's records (a picker,
 * its choices narrowed by `filter`, such as the merchants whose revenue the caller may see), a text searched for,
 * or one of a few choices (each labelled `reports.<report>.choices.<param>.<choice>`).
 */
export type ParamInput =
  | { input: 'number' }
  | { input: 'date' }
  | { input: 'flag' }
  | { input: 'reference'; reference: string; filter?: Readonly<Record<string, string | number | boolean>> }
  | { input: 'text' }
  | { input: 'choice'; choices: readonly string[] };

/** A parameter: its TypeBox schema (the spec's name is its key) with how the screen asks for it, and whether the report needs it. */
export type ReportParam = TSchema & { report: ParamInput & { required?: true } };

/**
 * Where a report is drawn: its staff screen (the registry's name, domain/screens.ts, which says where it lives and
 * who may open it); a page below a staff screen (a day's orders below a merchant's days), read by whoever opens that
 * page's URL; or a page of the merchant's own dashboard, read by merchant logins about their own customer only.
 * Either way its data is `GET /api/reports/<name>` and its texts are `reports.<name>`. A page below a screen whose
 * users come from another screen names it (`from`): its way back leads there.
 */
export type ReportPlacement =
  | { name: ScreenName; below?: undefined; merchant?: undefined }
  | { name: string; below: { screen: ScreenName; path: string; from?: ScreenName }; merchant?: undefined }
  | { name: string; merchant: `/customerdashboard/${string}`; below?: undefined };

export type ReportDeclaration<P extends Record<string, ReportParam> = Record<string, ReportParam>> = ReportPlacement & ReportContents<P>;

export interface ReportContents<P extends Record<string, ReportParam>> {
  /** Its parameters with the spec's names: optional with their defaults unless required (the screen asks for them first). */
  params: P;
  /**
   * It reads a range of days (domain/reports/range.ts: `from_date`, `to_date`, `day_date`), the last `days` (or the
   * year so far) by default, at most `maxDays` at once (a year unless given).
   */
  range?: { days: DefaultDays; maxDays?: number };
  /** The other view of the same rows (a merchant's days as a table, or detailed with a chart): the screen offers a switch to it, filters kept. */
  twin?: ScreenName;
  /** Other staff screens whose holders may read it too (the expenses list's, for the report of its entries). */
  readers?: readonly ScreenName[];
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
  /** The chart's points (`chart`), from every row read; `other` marks the point summing the rows past the top ones. */
  chart?: (Row & { other?: boolean })[];
}

/** Parameter builders: each a TypeBox schema the server validates and the screen reads to draw its input. */
export const param = {
  count: (options: { minimum: number; maximum: number; default?: number }) => Object.assign(Type.Integer(options), { report: { input: 'number' } as const }),
  /** A day up to today (a report reads what happened): an impossible or future day is refused beside it. */
  date: (options: { required?: true } = {}) =>
    Object.assign(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), { report: { input: 'date', ...options } as const }),
  flag: () => Object.assign(Type.Boolean({ default: false }), { report: { input: 'flag' } as const }),
  reference: (reference: string, options: { required?: true; filter?: Readonly<Record<string, string | number | boolean>> } = {}) =>
    Object.assign(Type.Integer({ minimum: 1, maximum: 2147483647 }), { report: { input: 'reference', reference, ...options } as const }),
  /** A text the rows are searched for (a name): the empty text searches nothing. */
  text: () => Object.assign(Type.String({ maxLength: 100 }), { report: { input: 'text' } as const }),
  /** One of `choices`, or every row when none is chosen (the empty text); a required one must be chosen. */
  choice: <C extends string, const O extends { required?: true } = Record<never, never>>(choices: readonly C[], options: O = {} as O) =>
    Object.assign(
      Type.Unsafe<O extends { required: true } ? C : C | ''>(
        Type.Union([...choices.map((choice) => Type.Literal(choice)), ...(options.required ? [] : [Type.Literal('')])]),
      ),
      { report: { input: 'choice', choices, ...options } as const },
    ),
};

/** A declaration, typed. */
export const defineReport = <P extends Record<string, ReportParam>>(declaration: ReportDeclaration<P>): ReportDeclaration<P> => declaration;

/** The staff screen a report belongs to (its own, or the one it lies below); none for the merchant's own. */
export const reportScreen = (report: ReportPlacement): ScreenName | undefined =>
  report.merchant ? undefined : report.below ? report.below.screen : report.name;

/** The URL of a report's page. */
export const reportUrl = (report: ReportPlacement): string =>
  report.merchant ?? (report.below ? `${screenUrl(report.below.screen)}/${report.below.path}` : screenUrl(report.name));

/**
 * The parameters a page's address carries as segments (`:customer` in `CustomerMaterialDifference/:customer`, the
 * spec's `{customer}`): the page reads them from its path, and its filters do not ask for them.
 */
export const pathParams = (report: ReportPlacement): string[] =>
  (report.below?.path.split('/') ?? []).flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : []));

/** The title's translation key: the screen's name, or the page's own title. */
export const reportTitle = (report: ReportPlacement): string => (report.below || report.merchant ? `reports.${report.name}.title` : `screens.${report.name}`);

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
