/**
 * One server path for every report on the kit (domain/reports/kit.ts): `GET /api/reports/<name>` answers a page in
 * the spec's paging protocol (`page`, `page_size` → count, next, previous, results) with the totals of every row,
 * `GET /api/reports/<name>/export?format=xlsx|csv&lang=en|ar` the same rows as a file, and each spec alias (a POST
 * of the same parameters) the page. Access is the report's page (a merchant's own: merchant logins); parameters are checked by their TypeBox schemas
 * (a bad one is a 400 naming it); a customer or shipper named that the caller may not see answers as a missing one
 * (404); rows are read through the caller's scope and masked as it may see them.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isVisible, shipperVisibility } from '../../domain/permissions';
import { reportUrl, type ReportDeclaration, type ReportParam, type ReportPage } from '../../domain/reports/kit';
import { screenUrl } from '../../domain/screens';
import { RANGE_FIELDS, reportDayError, resolveRange, type DateRange, type RangeQuery } from '../../domain/reports/range';
import type { Db } from '../db/client';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { Paging as PageFields, pageAnswer, windowOf, type PageQuery, type PageWindow } from '../lib/rest/paging';
import { userOf } from '../lib/request-user';
import { orderScope, type OrderScope } from '../orders/scope';
import { NotJson } from '../../domain/api/common';
import { CSV_TYPE, EXPORT_FORMATS, EXPORT_LANGS, XLSX_TYPE, sendExport, type ExportFormat, type ExportLang } from './export';
import { chartPoints } from './chart';
import { pageSchemaOf } from './response';
import { hiddenColumns, maskRows, orderingOf, sortRows, totalsOf, withRates, type ReportRow, type Totals } from './rows';

/**
 * What a read function answers: every row of the report for these parameters, and the totals when they are no plain
 * sums. A read that pages itself (too many rows to hold, a ledger's entries) answers the rows of the window it was
 * given, in the order asked for, `count`, how many rows there are in all, its totals and, for a report with a chart,
 * the chart's points over every row.
 */
export interface ReportAnswer {
  rows: ReportRow[];
  totals?: Totals;
  count?: number;
  chart?: ReportRow[];
}

/** The order rows are asked in: a sortable column (or the declaration's default). */
export interface ReportSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export type ReportParams<P extends Record<string, ReportParam>> = Partial<Static<TObject<P>>>;

/**
 * Reads the rows: `range` is the days read for a report over a range (its declaration's `range`); `window` the
 * page asked for (none for a file: every row) and `sort` its order, which a read that holds every row may ignore (the
 * kit pages and sorts them).
 */
type Read<P extends Record<string, ReportParam>> = (
  db: Db,
  scope: OrderScope,
  params: ReportParams<P>,
  range: DateRange | undefined,
  window: PageWindow | undefined,
  sort: ReportSort,
) => Promise<ReportAnswer>;

/** A declaration with the function that reads its rows (only those the scope sees). */
export interface ServedReport {
  declaration: ReportDeclaration;
  read: Read<Record<string, ReportParam>>;
}

/** Pairs a declaration with its read function; the parameters it is given are those its schemas have checked. */
export const serve = <P extends Record<string, ReportParam>>(declaration: ReportDeclaration<P>, read: Read<P>): ServedReport => ({
  declaration,
  read: (db, scope, params, range, window, sort) => read(db, scope, params as ReportParams<P>, range, window, sort),
});

const Paging = {
  ...PageFields,
  ordering: Type.Optional(Type.String({ maxLength: 64, pattern: '^-?[A-Za-z0-9_]+$' })),
};
const ExportOptions = {
  format: Type.Union(
    EXPORT_FORMATS.map((format) => Type.Literal(format)),
    { default: 'xlsx' },
  ),
  lang: Type.Union(
    EXPORT_LANGS.map((lang) => Type.Literal(lang)),
    { default: 'en' },
  ),
};

type PagingQuery = PageQuery & { ordering?: string } & RangeQuery;

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const RangeParams = Object.fromEntries(RANGE_FIELDS.map((field) => [field, Type.Optional(Type.Union([DateText, Type.Literal('')]))]));

/** The export's answer: the rows as a workbook or as CSV. */
const ExportFile = NotJson('The report as a file', XLSX_TYPE, CSV_TYPE);

/** The querystring (or body) schema: the report's parameters (optional unless required), its range's, and `extra`; nothing else is kept. */
const schemaOf = (declaration: ReportDeclaration, extra: Record<string, TSchema>) =>
  Type.Object(
    {
      ...Object.fromEntries(
        Object.entries(declaration.params).map(([key, schema]) => [key, schema.report.required ? validated(schema) : Type.Optional(validated(schema))]),
      ),
      ...(declaration.range ? RangeParams : {}),
      ...extra,
    },
    { additionalProperties: false },
  );

/** The days a report over a range reads, or a 400 naming the field refused. */
function rangeOf(declaration: ReportDeclaration, query: RangeQuery): DateRange | undefined {
  if (!declaration.range) return undefined;
  const resolved = resolveRange(query, declaration.range.days, undefined, declaration.range.maxDays);
  if ('errors' in resolved) throw badRequest(resolved.errors);
  return resolved.range;
}

/** A parameter's schema without the screen's `report` hint, which the validator does not know. */
function validated(param: ReportParam): TSchema {
  const { report, ...schema } = param;
  void report;
  return schema;
}

export function registerReport(app: FastifyInstance, served: ServedReport): void {
  const { declaration } = served;
  // A merchant's own report is read by merchant logins (their scope is their own customer); any other by whoever opens its page.
  const urls = [reportUrl(declaration), ...(declaration.readers ?? []).map(screenUrl)];
  const access = { access: declaration.merchant ? { customer: true as const } : { urls } };

  /** The parameters without the kit's own, after refusing ids the caller may not see (404, as missing ones). */
  const paramsOf = (scope: OrderScope, query: Record<string, unknown>) => {
    const params = Object.fromEntries(Object.keys(declaration.params).flatMap((key) => (query[key] === undefined ? [] : [[key, query[key]]])));
    for (const [key, schema] of Object.entries(declaration.params)) {
      const id = params[key];
      if (schema.report.input !== 'reference' || typeof id !== 'number') continue;
      if (schema.report.reference === 'customers' && !isVisible(scope.visibility, id)) throw notFound();
      if (schema.report.reference === 'Shipper' && !isVisible(shipperVisibility(scope.grants), id)) throw notFound();
    }
    const dayErrors = Object.fromEntries(
      Object.entries(declaration.params).flatMap(([key, schema]) => {
        const error = schema.report.input === 'date' && typeof params[key] === 'string' ? reportDayError(params[key]) : undefined;
        return error ? [[key, error]] : [];
      }),
    );
    if (Object.keys(dayErrors).length) throw badRequest(dayErrors);
    return params;
  };

  /**
   * The rows the caller may see for the query (those of `window` for a read that pages itself, else all), sorted,
   * with how many there are in all, the totals and the hidden columns.
   */
  const read = async (request: FastifyRequest, query: Record<string, unknown> & PagingQuery, window?: PageWindow) => {
    const sort = orderingOf(declaration, query.ordering);
    if (!sort) throw badRequest({ ordering: 'validation.invalid' });
    const range = rangeOf(declaration, query);
    const scope = await orderScope(app.db, userOf(request));
    const answer = await served.read(app.db, scope, paramsOf(scope, query), range, window, sort);
    const hidden = hiddenColumns(declaration, scope.fields);
    const masked = maskRows(declaration, scope, withRates(declaration.columns, answer.rows));
    const rows = answer.count === undefined ? sortRows(declaration.columns, masked, sort.field, sort.order) : masked;
    const totals = answer.totals
      ? Object.fromEntries(Object.entries(answer.totals).filter(([key]) => !hidden.includes(key)))
      : totalsOf(declaration.columns, rows, hidden);
    const chart = answer.chart?.map((point) => Object.fromEntries(Object.entries(point).filter(([key]) => !hidden.includes(key))));
    return { rows, count: answer.count, totals, hidden, range, chart };
  };

  const page = async (request: FastifyRequest, query: Record<string, unknown> & PagingQuery): Promise<ReportPage> => {
    const window = windowOf(query);
    const { rows, count, totals, hidden, range, chart: own } = await read(request, query, window);
    // A read that pages itself holds no other rows to chart: its chart is its own.
    if (count !== undefined)
      return { ...pageAnswer(request.url, window, { count, results: rows }), totals, hidden, ...(range ? { range } : {}), ...(own ? { chart: own } : {}) };
    const results = rows.slice(window.offset, window.offset + window.size);
    const chart = chartPoints(declaration, rows, hidden);
    return {
      ...pageAnswer(request.url, window, { count: rows.length, results }),
      totals,
      hidden,
      ...(range ? { range } : {}),
      ...(chart ? { chart } : {}),
    };
  };

  const path = `/reports/${declaration.name}`;
  const response = { 200: pageSchemaOf(declaration) };
  app.get(path, { schema: { querystring: schemaOf(declaration, Paging), response }, config: access }, (request) =>
    page(request, request.query as Record<string, unknown> & PagingQuery),
  );

  type ExportQuery = Record<string, unknown> & PagingQuery & { format: ExportFormat; lang: ExportLang };
  app.get(
    `${path}/export`,
    { schema: { querystring: schemaOf(declaration, { ordering: Paging.ordering, ...ExportOptions }), response: { 200: ExportFile } }, config: access },
    async (request, reply: FastifyReply) => {
      const query = request.query as ExportQuery;
      const { rows, totals, hidden } = await read(request, query);
      if (rows.length === 0) throw new ApiError(404, 'errors.empty_data');
      const columns = declaration.columns.filter((column) => !hidden.includes(column.key));
      return sendExport(reply, declaration, columns, rows, totals, { format: query.format, lang: query.lang });
    },
  );

  for (const alias of declaration.aliases ?? []) {
    app.post(alias.path, { schema: { body: schemaOf(declaration, Paging), response }, config: access }, (request) =>
      page(request, { ...(request.body as Record<string, unknown>), ...alias.params }),
    );
  }
}
