/**
 * Tests generated for every report on the kit (server/reports/registry.ts): who may read it, its export
 * (headers from the reports' catalogue, the same rows and totals as its list, in both languages and both
 * formats), scope and masking for a limited staff member (a merchant or shipper it may not see named in the
 * parameters answers as a missing one), the paging protocol, and bad parameters refused with a 400 that names them.
 * Each report's records come from its fixture (tests/helpers/report-fixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../domain/reports/catalogue';
import { reportScreen, type ReportDeclaration, type ReportPage, type ReportParam } from '../../domain/reports/kit';
import { reportMessagesAr, reportMessagesEn } from '../../domain/reports/messages';
import { screenUrl } from '../../domain/screens';
import { SERVED_REPORTS } from '../../server/reports/registry';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission, buildShipperPermission } from '../helpers/builders';
import { xlsxRows } from '../helpers/orders-api';
import { REPORT_FIXTURES, type ReportFixture } from '../helpers/report-fixtures';

const { t, admin } = await openApiTest();

type Query = Record<string, string>;
const read = (token: string, report: ReportDeclaration, query: Query = {}) => t.call(token, { method: 'GET', url: `/api/reports/${report.name}`, query });
const exported = (token: string, report: ReportDeclaration, query: Query) => t.call(token, { method: 'GET', url: `/api/reports/${report.name}/export`, query });

/** Every row of the report, page after page of 7, following `next` as a client would. */
async function allPages(token: string, report: ReportDeclaration, query: Query): Promise<ReportPage> {
  const first = await read(token, report, { ...query, page_size: '7' });
  expect(first.statusCode, first.body).toBe(200);
  const page = first.json<ReportPage>();
  const results = [...page.results];
  for (let next = page.next; next;) {
    const more = (await t.call(token, { method: 'GET', url: `/api/reports/${report.name}${next}` })).json<ReportPage>();
    results.push(...more.results);
    next = more.next;
  }
  return { ...page, results };
}

const texts = { en: reportMessagesEn, ar: reportMessagesAr } as const;
type Texts = { title?: string; columns?: Record<string, string>; params?: Record<string, string>; choices?: Record<string, Record<string, string>> };
const textsOf = (report: ReportDeclaration, lang: 'en' | 'ar'): Texts => (texts[lang] as Record<string, Texts>)[report.name] ?? {};
const headersOf = (report: ReportDeclaration, lang: 'en' | 'ar') => textsOf(report, lang).columns ?? {};

/**
 * The fixture's records, the query that reads them as a caller who sees the first merchant and shipper, and who
 * reads them in full: a superuser, or for a merchant's own report the first merchant's login.
 */
async function fixtureOf(report: ReportDeclaration): Promise<ReportFixture & { query: Query; reader: string }> {
  const fixture = await REPORT_FIXTURES[report.name]!(t, admin.token);
  const reader = report.merchant ? (await t.loginAs({ role: 'customer', customerId: fixture.customers[0] })).token : admin.token;
  return { ...fixture, reader, query: fixture.params({ customer: fixture.customers[0], shipper: fixture.shippers[0] }) };
}

/** A staff member who opens the report's screen and sees the fixture's first merchant (with the rights it needs) and shipper. */
async function holderOf(report: ReportDeclaration, fixture: ReportFixture, rights: Parameters<typeof buildCustomerPermission>[3]) {
  const holder = await t.loginAs({ role: 'staff', urls: [screenUrl(reportScreen(report)!)] });
  await buildCustomerPermission(t.db, holder.user.id, fixture.customers[0], { ...rights, ...fixture.rights });
  await buildShipperPermission(t.db, holder.user.id, fixture.shippers[0]);
  return holder;
}

/** Invalid values of a parameter, for the way it is asked. */
function badValues(schema: ReportParam): string[] {
  switch (schema.report.input) {
    case 'number':
      return ['abc', String(Number(schema.minimum) - 1), String(Number(schema.maximum) + 1)];
    case 'date':
      return ['2026-1-5', 'yesterday', '2026-02-30', '3026-01-01'];
    case 'flag':
      return ['maybe'];
    case 'reference':
      return ['0', 'x'];
    case 'text':
      return ['x'.repeat(101)];
    case 'choice':
      return ['no_such_choice'];
  }
}
const RANGE_BAD_VALUES = [
  ['from_date', '2026-02-30'],
  ['to_date', '3026-01-01'],
  ['day_date', 'today'],
] as const;
/** The keys that name a merchant or a shipper of a row (ids of different tables may be equal, so each is checked against its own). */
const OWNER_KEYS = { customer: ['id', 'customer_id'], shipper: ['shipper_id'] } as const;

it('serves exactly the reports the catalogue declares, each with its fixture and its texts in both languages', () => {
  expect(SERVED_REPORTS.map((served) => served.declaration.name)).toEqual(REPORTS.map((report) => report.name));
  for (const report of REPORTS) {
    expect(REPORT_FIXTURES[report.name], report.name).toBeDefined();
    for (const lang of ['en', 'ar'] as const) {
      const headers = headersOf(report, lang);
      expect(Object.keys(headers).sort()).toEqual(report.columns.map((c) => c.key).sort());
      // A page with no screen of its own has its own title; every parameter and choice is labelled.
      if (report.below || report.merchant) expect(textsOf(report, lang).title, report.name).toBeTruthy();
      for (const [name, schema] of Object.entries(report.params)) {
        expect(textsOf(report, lang).params?.[name], `${report.name} ${name}`).toBeTruthy();
        if (schema.report.input !== 'choice') continue;
        // A required choice offers no "all".
        for (const choice of [...(schema.report.required ? [] : ['all']), ...schema.report.choices])
          expect(textsOf(report, lang).choices?.[name]?.[choice], `${name} ${choice}`).toBeTruthy();
      }
      // A column of words has its labels in the catalogue.
      for (const column of report.columns.filter((c) => c.kind === 'word')) {
        const [owner = '', group = ''] = (column.words ?? '').split('.');
        const catalogue: Record<string, unknown> = texts[lang];
        const labels = (catalogue[owner] as Record<string, object> | undefined)?.[group];
        expect(Object.keys(labels ?? {}).length, column.key).toBeGreaterThan(0);
      }
      // The screen shows amounts alone: a money column's header names the currency.
      for (const column of report.columns.filter((c) => c.kind === 'money'))
        expect(headers[column.key], column.key).toMatch(lang === 'en' ? /\(LE\)$/ : /\(ج\.م\)$/);
    }
  }
});

const named = (reports: typeof REPORTS) => reports.map((report) => [report.name, report] as const);

describe.each(named(REPORTS.filter((report) => report.merchant)))('%s, a merchant report', (_, report) => {
  it("is read by the merchant's own login only, about its own customer", async () => {
    const { query, reader, customers } = await fixtureOf(report);
    const page = await allPages(reader, report, query);
    expect(page.count).toBeGreaterThan(0);
    // Another merchant's login reads its own rows (none of the first's), staff are refused.
    const other = await t.loginAs({ role: 'customer', customerId: customers[1] });
    expect((await allPages(other.token, report, query)).results).not.toEqual(page.results);
    expect((await read(admin.token, report, query)).statusCode).toBe(403);
    expect((await exported(admin.token, report, { ...query, format: 'csv' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `/api/reports/${report.name}`, query })).statusCode).toBe(401);
  });
});

describe.each(named(REPORTS.filter((report) => !report.merchant)))('%s, a staff report', (_, report) => {
  it('is read by whoever holds its screen, refused to others and to merchants', async () => {
    const fixture = await fixtureOf(report);
    const { query } = fixture;
    const holder = await holderOf(report, fixture, { view: true, phone: true, address: true });
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/customercategory'] });
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await read(admin.token, report, query)).statusCode).toBe(200);
    expect((await read(holder.token, report, query)).statusCode).toBe(200);
    // The holders of the other screens it names as readers (the expenses list's, for the expenses report).
    for (const screen of report.readers ?? []) {
      const reader = await t.loginAs({ role: 'staff', urls: [screenUrl(screen)] });
      expect((await read(reader.token, report, query)).statusCode, screen).toBe(200);
    }
    expect((await read(other.token, report, query)).statusCode).toBe(403);
    expect((await read(merchant.token, report, query)).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `/api/reports/${report.name}`, query })).statusCode).toBe(401);
    expect((await exported(other.token, report, { ...query, format: 'csv' })).statusCode).toBe(403);
  });

  it('keeps a limited staff member to what it sees: masked columns, its merchants and shippers, others named answering as missing ones', async () => {
    const fixture = await fixtureOf(report);
    const { query, customers, shippers } = fixture;
    const limited = await holderOf(report, fixture, { view: true });
    const page = await allPages(limited.token, report, query);
    const fieldMasked = report.columns.filter((column) => column.mask && 'field' in column.mask).map((column) => column.key);
    expect(page.hidden.sort()).toEqual(fieldMasked.sort());
    expect(page.results.length).toBeGreaterThan(0);
    for (const row of page.results) for (const key of fieldMasked) expect(row).not.toHaveProperty(key);
    for (const column of report.columns) {
      if (!column.mask || !('contact' in column.mask)) continue;
      for (const row of page.results) expect(row[column.key], column.key).toBe('');
    }
    const unseen = { customer: customers[1], shipper: shippers[1] };
    for (const row of page.results)
      for (const owner of ['customer', 'shipper'] as const) for (const key of OWNER_KEYS[owner]) expect(row[key], key).not.toBe(unseen[owner]);
    for (const [name, schema] of Object.entries(report.params)) {
      if (schema.report.input !== 'reference' || !['customers', 'Shipper'].includes(schema.report.reference)) continue;
      const hidden = String(schema.report.reference === 'customers' ? customers[1] : shippers[1]);
      const [invisible, missing] = [
        await read(limited.token, report, { ...query, [name]: hidden }),
        await read(limited.token, report, { ...query, [name]: '999999' }),
      ];
      expect([invisible.statusCode, invisible.body]).toEqual([404, missing.body]);
    }
  });
});

describe.each(REPORTS.map((report) => [report.name, report] as const))('%s', (_, report) => {
  it('pages in the spec protocol, and exports the same rows and totals as its list, in both languages and formats', async () => {
    const { query, reader } = await fixtureOf(report);
    const list = await allPages(reader, report, query);
    expect(list.count).toBeGreaterThan(0);
    expect(list.results).toHaveLength(list.count);
    expect(new Set(list.results.map((row) => row[report.id])).size).toBe(list.count);
    const totalled = report.columns.filter((column) => column.total);
    // The chart draws every row read: its points add up to the totals (the largest and "all others", or the whole range).
    const charted = (await read(reader, report, query)).json<ReportPage>();
    if (report.chart) expect(charted.chart?.length, 'chart points').toBeGreaterThan(0);
    for (const column of totalled.filter((c) => report.chart?.y.includes(c.key))) {
      const sum = (charted.chart ?? []).reduce((total, point) => total + Number(point[column.key] ?? 0), 0);
      expect(sum, column.key).toBeCloseTo(Number(charted.totals[column.key]), 2);
    }
    for (const lang of ['en', 'ar'] as const) {
      const headers = headersOf(report, lang);
      const sheet = await xlsxRows(await exported(reader, report, { ...query, format: 'xlsx', lang }));
      expect(sheet[0]).toEqual(report.columns.map((column) => headers[column.key]));
      expect(sheet).toHaveLength(list.count + 1 + (totalled.length ? 1 : 0));
      const last = sheet.at(-1)!;
      for (const column of totalled) expect(Number(last[report.columns.indexOf(column)]), column.key).toBe(Number(list.totals[column.key]));
      const csv = await exported(reader, report, { ...query, format: 'csv', lang });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      expect(csv.body.slice(1).split('\n')[0]).toBe(report.columns.map((column) => headers[column.key]).join(','));
      expect(csv.body.trim().split('\n')).toHaveLength(sheet.length);
    }
  });

  it('refuses bad parameters, page sizes and orderings with a 400 that names them', async () => {
    const { query, reader } = await fixtureOf(report);
    const cases: (readonly [string, string])[] = [
      ['page_size', '101'],
      ['page', '0'],
      ['ordering', 'no_such_column'],
      ['ordering', 'x; drop table customers'],
      ...report.columns.filter((column) => column.unsortable).map((column) => ['ordering', column.key] as const),
      ...Object.entries(report.params).flatMap(([name, schema]) => badValues(schema).map((value) => [name, value] as const)),
      ...(report.range ? RANGE_BAD_VALUES : []),
    ];
    for (const [name, value] of cases) {
      const answer = await read(reader, report, { ...query, [name]: value });
      expect(answer.statusCode, `${name}=${value}: ${answer.body}`).toBe(400);
      expect(Object.keys(answer.json<ErrorBody>().errors ?? {}), `${name}=${value}`).toContain(name);
    }
    for (const [name, schema] of Object.entries(report.params)) {
      if (!schema.report.required) continue;
      const { [name]: _left, ...without } = query;
      expect((await read(reader, report, without)).statusCode, `${name} missing`).toBe(400);
    }
    expect((await exported(reader, report, { ...query, format: 'pdf' })).statusCode).toBe(400);
    expect((await exported(reader, report, { ...query, lang: 'fr' })).statusCode).toBe(400);
  });
});
