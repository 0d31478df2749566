/**
 * The answer of a report's page as a schema, made from its declaration: Fastify serialises it fast and sends no
 * field the schema does not name, and the API document (/api/docs/json) describes it. A row carries its columns, its
 * id and the keys its drill-down paths read.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { ColumnKind, ReportDeclaration } from '../../domain/reports/kit';
import { RANGE_FIELDS } from '../../domain/reports/range';

const Named = Type.Object({ name: Type.String(), name_ar: Type.Union([Type.String(), Type.Null()]) });

const KIND_SCHEMAS: Record<ColumnKind, TSchema> = {
  money: Type.String(),
  count: Type.Integer(),
  percent: Type.Number(),
  decimal: Type.Number(),
  date: Type.String(),
  text: Type.String(),
  link: Type.String(),
  name: Named,
  links: Type.Array(Type.Union([Type.Integer(), Type.String()])),
  status: Type.String(),
  word: Type.String(),
};

/** The row keys a report's drill-down paths fill from the row (the range's days come from the answer). */
const drillKeys = (declaration: ReportDeclaration): string[] =>
  declaration.columns.flatMap((column) => [...(column.drill ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));

export function rowSchemaOf(declaration: ReportDeclaration) {
  const columns = Object.fromEntries(declaration.columns.map((column) => [column.key, Type.Optional(Type.Union([KIND_SCHEMAS[column.kind], Type.Null()]))]));
  const keys = [declaration.id, ...(declaration.keys ?? []), ...drillKeys(declaration)].filter(
    (key) => !(key in columns) && !(RANGE_FIELDS as readonly string[]).includes(key),
  );
  const highlight = declaration.highlight ? { [declaration.highlight]: Type.Optional(Type.Boolean()) } : {};
  return Type.Object({
    ...Object.fromEntries(keys.map((key) => [key, Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()]))])),
    ...highlight,
    ...columns,
  });
}

/** A point of the chart: its keys as the row has them, and whether it sums the rows past the top ones. */
function chartPointOf(declaration: ReportDeclaration) {
  const { chart } = declaration;
  const row = rowSchemaOf(declaration).properties;
  const keys = chart ? [chart.x, ...chart.y, ...(chart.series ? [chart.series] : [])] : [];
  return Type.Object({ ...Object.fromEntries(keys.map((key) => [key, row[key]!])), other: Type.Optional(Type.Boolean()) });
}

export function pageSchemaOf(declaration: ReportDeclaration) {
  return Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(rowSchemaOf(declaration)),
    totals: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    hidden: Type.Array(Type.String()),
    range: Type.Optional(Type.Object({ from_date: Type.String(), to_date: Type.String() })),
    chart: Type.Optional(Type.Array(chartPointOf(declaration))),
  });
}
