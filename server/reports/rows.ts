/**
 * What the kit does with a report's rows once its read function has them: masks what the caller may not see, sums
 * the totals, sorts and pages. Pure functions, so the list, the export and the tests all go through the same ones.
 */
import { contactHidden, customerContactRights, type FieldPermission } from '../../domain/permissions';
import { isFigure, itemsOf, type ReportColumn, type ReportDeclaration } from '../../domain/reports/kit';
import { MEASURES, isRate, rateOf, type MeasureKey } from '../../domain/reports/measures';
import { fromPiastres, signedPiastres } from '../../domain/orders/money';
import type { Named } from '../../domain/names';
import type { OrderScope } from '../orders/scope';

export type ReportRow = Record<string, unknown>;
export type Totals = Record<string, string | number>;

/** The columns a caller lacking a field permission does not get at all. */
export const hiddenColumns = (declaration: ReportDeclaration, fields: Readonly<Record<FieldPermission, boolean>>): string[] =>
  declaration.columns.flatMap((column) => (column.mask && 'field' in column.mask && !fields[column.mask.field] ? [column.key] : []));

/** The rows as the caller may see them: hidden columns left out, contact columns blanked on merchants whose right it lacks. */
export function maskRows(declaration: ReportDeclaration, scope: OrderScope, rows: readonly ReportRow[]): ReportRow[] {
  const hidden = new Set(hiddenColumns(declaration, scope.fields));
  const contact = declaration.columns.flatMap((column) => (column.mask && 'contact' in column.mask ? [{ key: column.key, ...column.mask }] : []));
  if (hidden.size === 0 && contact.length === 0) return [...rows];
  return rows.map((row) => {
    const masked: ReportRow = Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key)));
    for (const { key, contact: right, customerKey } of contact) {
      const customer = Number(row[customerKey]);
      if (contactHidden(customerContactRights(scope.grants, customer))[right]) masked[key] = '';
    }
    return masked;
  });
}

/** The columns that show a rate (./measures.ts), each with the column of each measure the rate is made of. */
function rateColumns(columns: readonly ReportColumn[]) {
  const byMeasure = new Map(columns.flatMap((column) => (column.measure ? [[column.measure, column.key] as const] : [])));
  return columns.flatMap((column) => {
    const measure = column.measure;
    if (!measure || !isRate(MEASURES[measure])) return [];
    const keyOf = (part: MeasureKey) => {
      const key = byMeasure.get(part);
      if (!key) throw new Error(`The rate ${column.key} needs a column of ${part}`);
      return key;
    };
    return [{ key: column.key, value: (values: Readonly<Record<string, unknown>>) => rateOf(measure, (part) => Number(values[keyOf(part)] ?? 0)) }];
  });
}

/** The row with each rate column worked out from the columns of its parts (a rate is never summed or read). */
export function withRates(columns: readonly ReportColumn[], rows: readonly ReportRow[]): ReportRow[] {
  const rates = rateColumns(columns);
  if (rates.length === 0) return [...rows];
  return rows.map((row) => ({ ...row, ...Object.fromEntries(rates.map(({ key, value }) => [key, value(row)])) }));
}

/**
 * The sum of every `total` column over all rows (money exactly, in piastres), for the columns the caller sees, and
 * each rate of those sums (none when it has nothing to divide by).
 */
export function totalsOf(columns: readonly ReportColumn[], rows: readonly ReportRow[], hidden: readonly string[]): Totals {
  const totals: Totals = {};
  for (const column of columns) {
    if (!column.total || hidden.includes(column.key)) continue;
    if (column.kind === 'links') totals[column.key] = rows.reduce((sum, row) => sum + itemsOf(row[column.key]).length, 0);
    else if (column.kind === 'money') totals[column.key] = fromPiastres(rows.reduce((sum, row) => sum + signedPiastres(String(row[column.key] ?? '0')), 0n));
    else totals[column.key] = rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
  }
  for (const { key, value } of rateColumns(columns)) {
    const rate = hidden.includes(key) ? null : value(totals);
    if (rate !== null) totals[key] = rate;
  }
  return totals;
}

const isNamed = (value: unknown): value is Named => typeof value === 'object' && value !== null && 'name' in value;

/** The value a column sorts by: figures as numbers, names by their (English) name, the rest as text. */
function sortValue(column: ReportColumn, value: unknown): number | string {
  if (value == null || value === '') return isFigure(column.kind) ? -Infinity : '';
  if (isFigure(column.kind)) return Number(value);
  if (isNamed(value)) return value.name;
  return String(value);
}

/** Texts compare as `localeCompare` does, with one collator made once (a report of ten thousand rows sorts in milliseconds). */
const collator = new Intl.Collator();

/** Two texts in the order the report kit sorts names (a statement that sorts in SQL ranks them by it first). */
export const compareTexts = (a: string, b: string): number => collator.compare(a, b);

/** Each id's place in the order of its name as the kit sorts names (ties by id), for a statement that sorts by name. */
export function ranksByName<T>(named: ReadonlyMap<number, T>, nameOf: (item: T) => string): Map<number, number> {
  const ids = [...named.keys()].sort((a, b) => compareTexts(nameOf(named.get(a)!), nameOf(named.get(b)!)) || a - b);
  return new Map(ids.map((id, rank) => [id, rank]));
}

/** The rows ordered by `field` (a sortable column), ties kept in the read's order so pages never overlap. */
export function sortRows(columns: readonly ReportColumn[], rows: readonly ReportRow[], field: string, order: 'ASC' | 'DESC'): ReportRow[] {
  const column = columns.find((candidate) => candidate.key === field);
  if (!column) return [...rows];
  const sign = order === 'ASC' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(column, row[field]) }))
    .sort((a, b) => {
      const byValue = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : compareTexts(String(a.value), String(b.value));
      return byValue === 0 || Number.isNaN(byValue) ? a.index - b.index : sign * byValue;
    })
    .map(({ row }) => row);
}

/**
 * `ordering` as DRF writes it (`field` or `-field`), or the declaration's default (asked for or not); undefined for
 * a column that cannot sort.
 */
export function orderingOf(declaration: ReportDeclaration, ordering: string | undefined): { field: string; order: 'ASC' | 'DESC' } | undefined {
  if (!ordering) return declaration.defaultSort;
  const sort = { field: ordering.replace(/^-/, ''), order: ordering.startsWith('-') ? ('DESC' as const) : ('ASC' as const) };
  const { field, order } = declaration.defaultSort;
  if (sort.field === field && sort.order === order) return sort;
  const column = declaration.columns.find((candidate) => candidate.key === sort.field);
  return !column || column.unsortable ? undefined : sort;
}

/** An order as a row names it: by its serial, or by its number (#id) to a caller whose field permission hides serials. */
export const orderNamed = (fields: Readonly<Record<FieldPermission, boolean>>, id: number, serial: string): string =>
  fields.show_order_serial ? serial : `#${id}`;

/** A record as a `name` column holds it, from its name and Arabic name as read (none without a name: no city). */
export const namedRecord = (name: unknown, nameAr: unknown): { name: string; name_ar: string | null } | null =>
  name == null ? null : { name: String(name), name_ar: nameAr == null ? null : String(nameAr) };
