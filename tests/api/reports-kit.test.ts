/**
 * Tests generated for every report on the kit (server/reports/registry.ts): who may read it, its export
 * (headers from the reports' catalogue, the same rows and totals as its list, in both languages and both
 * formats), masking for a limited staff member, the paging protocol, and bad parameters refused with a 400 that
 * names them. Each report's records come from its fixture (tests/helpers/report-fixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../domain/reports/catalogue';
import type { ReportDeclaration, ReportPage } from '../../domain/reports/kit';
import { reportMessagesAr, reportMessagesEn } from '../../domain/reports/messages';
import { screenUrl } from '../../domain/screens';
import { SERVED_REPORTS } from '../../server/reports/registry';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission } from '../helpers/builders';
import { xlsxRows } from '../helpers/orders-api';
import { REPORT_FIXTURES } from '../helpers/report-fixtures';

const { t, admin } = await openApiTest();

const read = (token: string, report: ReportDeclaration, query: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url: `/api/reports/${report.name}`, query });
const exported = (token: string, report: ReportDeclaration, query: Record<string, string>) =>
  t.call(token, { method: 'GET', url: `/api/reports/${report.name}/export`, query });

/** Every row of the report, page after page of 7, following `next` as a client would. */
async function allPages(token: string, report: ReportDeclaration): Promise<ReportPage> {
  const first = await read(token, report, { page_size: '7' });
  expect(first.statusCode, first.body).toBe(200);
  const page = first.json<ReportPage>();
  const results = [...page.results];
  for (let next = page.next; next;) {
    const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report.name}${next}` });
    const more = answer.json<ReportPage>();
    results.push(...more.results);
    next = more.next;
  }
  return { ...page, results };
}

const texts = { en: reportMessagesEn, ar: reportMessagesAr } as const;
const headersOf = (report: ReportDeclaration, lang: 'en' | 'ar') =>
  (texts[lang] as Record<string, { columns?: Record<string, string> }>)[report.name]?.columns ?? {};

/** An invalid value for each kind of parameter. */
const BAD_VALUES = { number: ['abc', '-1', '99999999'], date: ['2026-1-5', 'yesterday'], flag: ['maybe'], reference: ['0', 'x'] } as const;

it('serves exactly the reports the catalogue declares, each with its fixture and its texts in both languages', () => {
  expect(SERVED_REPORTS.map((served) => served.declaration.name)).toEqual(REPORTS.map((report) => report.name));
  for (const report of REPORTS) {
    expect(REPORT_FIXTURES[report.name], report.name).toBeDefined();
    for (const lang of ['en', 'ar'] as const) expect(Object.keys(headersOf(report, lang)).sort()).toEqual(report.columns.map((c) => c.key).sort());
  }
});

describe.each(REPORTS.map((report) => [report.name, report] as const))('%s', (_, report) => {
  it('is read by whoever holds its screen, refused to others and to merchants', async () => {
    const fixture = await REPORT_FIXTURES[report.name]!(t.db);
    const holder = await t.loginAs({ role: 'staff', urls: [screenUrl(report.name)] });
    for (const id of fixture.customers) await buildCustomerPermission(t.db, holder.user.id, id, { view: true, phone: true, address: true });
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await read(admin.token, report)).statusCode).toBe(200);
    expect((await read(holder.token, report)).statusCode).toBe(200);
    expect((await read(other.token, report)).statusCode).toBe(403);
    expect((await read(merchant.token, report)).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `/api/reports/${report.name}` })).statusCode).toBe(401);
    expect((await exported(other.token, report, { format: 'csv' })).statusCode).toBe(403);
  });

  it('pages in the spec protocol, and exports the same rows and totals as its list, in both languages and formats', async () => {
    await REPORT_FIXTURES[report.name]!(t.db);
    const list = await allPages(admin.token, report);
    expect(list.count).toBeGreaterThan(0);
    expect(list.results).toHaveLength(list.count);
    expect(new Set(list.results.map((row) => row[report.id])).size).toBe(list.count);
    const totalled = report.columns.filter((column) => column.total);
    for (const lang of ['en', 'ar'] as const) {
      const headers = headersOf(report, lang);
      const sheet = await xlsxRows(await exported(admin.token, report, { format: 'xlsx', lang }));
      expect(sheet[0]).toEqual(report.columns.map((column) => headers[column.key]));
      expect(sheet).toHaveLength(list.count + 1 + (totalled.length ? 1 : 0));
      const last = sheet.at(-1)!;
      for (const column of totalled) expect(Number(last[report.columns.indexOf(column)])).toBe(Number(list.totals[column.key]));
      const csv = await exported(admin.token, report, { format: 'csv', lang });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      expect(csv.body.slice(1).split('\n')[0]).toBe(report.columns.map((column) => headers[column.key]).join(','));
      expect(csv.body.trim().split('\n')).toHaveLength(sheet.length);
    }
  });

  it('masks what a limited staff member may not see, and shows only the merchants it sees', async () => {
    const fixture = await REPORT_FIXTURES[report.name]!(t.db);
    const [seen, unseen] = fixture.customers;
    const limited = await t.loginAs({ role: 'staff', urls: [screenUrl(report.name)] });
    await buildCustomerPermission(t.db, limited.user.id, seen!, { view: true });
    const page = await allPages(limited.token, report);
    const fieldMasked = report.columns.filter((column) => column.mask && 'field' in column.mask).map((column) => column.key);
    expect(page.hidden.sort()).toEqual(fieldMasked.sort());
    for (const row of page.results) for (const key of fieldMasked) expect(row).not.toHaveProperty(key);
    for (const column of report.columns) {
      if (!column.mask || !('contact' in column.mask)) continue;
      const { customerKey } = column.mask;
      expect(page.results.filter((row) => row[customerKey] === seen).length).toBeGreaterThan(0);
      for (const row of page.results) expect(row[column.key], column.key).toBe('');
    }
    if (unseen !== undefined) expect(page.results.some((row) => Object.values(row).includes(unseen))).toBe(false);
  });

  it('refuses bad parameters, page sizes and orderings with a 400 that names them, and changes nothing', async () => {
    const cases: [string, string][] = [
      ['page_size', '101'],
      ['page', '0'],
      ['ordering', 'no_such_column'],
      ['ordering', 'x; drop table customers'],
      ...report.columns.filter((column) => column.unsortable).map((column): [string, string] => ['ordering', column.key]),
      ...Object.entries(report.params).flatMap(([name, schema]) => BAD_VALUES[schema.report.input].map((value): [string, string] => [name, value])),
    ];
    for (const [name, value] of cases) {
      const answer = await read(admin.token, report, { [name]: value });
      expect(answer.statusCode, `${name}=${value}: ${answer.body}`).toBe(400);
      expect(Object.keys(answer.json<ErrorBody>().errors ?? {}), `${name}=${value}`).toContain(name);
    }
    expect((await exported(admin.token, report, { format: 'pdf' })).statusCode).toBe(400);
    expect((await exported(admin.token, report, { lang: 'fr' })).statusCode).toBe(400);
  });
});
