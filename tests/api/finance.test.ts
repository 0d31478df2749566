import { describe, expect, it } from 'vitest';
import { legsOf } from '../../domain/ledger/events';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { postTransactions } from '../../server/ledger/post';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission } from '../helpers/builders';
import { balanceOf } from '../helpers/ledger';
import { fundOffice, merchantDue, payoutsApi } from '../helpers/settlements';
import { ledgerKey } from '../../domain/ledger/keys';

const { t, admin } = await openApiTest();
const supervisor = await t.loginAs({ role: 'superuser' });

interface Finance {
  day: string;
  figures: Record<string, string>;
  assets: string;
  liabilities: string;
  net: string;
  balanced: boolean;
  trend: { day: string; cash: string; owed_to_merchants: string; earned: string; spent: string }[];
}
interface Entries {
  count: number;
  results: { amount: string; account: string; kind: string; owner_name: string; serial: string | null; note: string }[];
  totals: { amount: string };
}

const finance = async (token: string, date = '') => (await t.call(token, { method: 'GET', url: '/api/finance/', query: date ? { date } : {} })).json<Finance>();
/** The entries behind a figure (a report on the kit), the last 30 days unless a range is given. */
const entries = async (token: string, query: Record<string, string>) =>
  (await t.call(token, { method: 'GET', url: '/api/reports/financeentries', query: { page_size: '100', ...query } })).json<Entries>();
const le = (piastres: bigint) => (Number(piastres) / 100).toFixed(2);

describe("the company's books", () => {
  it('shows where the money is, what is owed and earned, balanced, with the entries behind each figure', async () => {
    const { customer, shipper } = await merchantDue(t, admin.token, supervisor.token, 'cash');
    const payouts = payoutsApi(t);
    const batch = (await payouts.create(admin.token, { method: 'cash', customers: [customer.id] })).json<{ id: number; items: { id: number }[] }>();
    expect((await payouts.pay(admin.token, batch.id, [batch.items[0]!.id], 'receipt 9')).statusCode).toBe(200);
    const books = await finance(admin.token);
    expect(books.balanced).toBe(true);
    expect(books.day).toBe(cairoToday());
    expect(books.figures.office_cash).toBe(le(await balanceOf(t.db, 'office_cash', 0)));
    expect(books.figures.cash_with_shippers).not.toBe('0.00');
    expect(Number(books.assets)).toBeCloseTo(Number(books.liabilities) + Number(books.net), 2);
    expect(books.trend).toHaveLength(90);
    expect(books.trend.at(-1)!.day).toBe(cairoToday());
    expect(Number(books.trend.at(-1)!.earned)).toBeGreaterThan(0);

    const cash = await entries(admin.token, { figure: 'office_cash' });
    const payout = cash.results.find((entry) => entry.kind === 'payout');
    expect(payout).toMatchObject({ amount: '-445.00', account: 'office_cash' });
    // The cash a closing brought into the office box is the shipper's who handed it over.
    expect(cash.results.find((entry) => entry.kind === 'closing')).toMatchObject({ account: 'office_cash', owner_name: shipper.name });
    const owed = await entries(admin.token, { figure: 'owed_to_merchants' });
    expect(owed.results.find((entry) => entry.kind === 'settlement' && entry.account === 'merchant_due')).toMatchObject({ owner_name: customer.name });
  });

  it('gives the position at the end of a past day, leaving out what moved after it', async () => {
    const tenDaysAgo = cairoDaysAgo(10);
    await fundOffice(t, admin.token, '200.00');
    const before = await finance(admin.token, cairoDaysAgo(11));
    await t.db.transaction((tx) =>
      postTransactions(tx, [
        {
          header: { kind: 'deposit', key: ledgerKey.transfer('finance-past-day'), user_id: admin.id, at: new Date(`${tenDaysAgo}T10:00:00Z`) },
          postings: legsOf('deposit', { amount: 123_45n }, { shipper: 0, customer: 0, order_id: null }),
        },
      ]),
    );
    expect((await finance(admin.token, cairoDaysAgo(11))).figures.bank).toBe(before.figures.bank);
    const after = await finance(admin.token, tenDaysAgo);
    expect(Number(after.figures.bank) - Number(before.figures.bank)).toBeCloseTo(123.45, 2);
    expect(Number(after.figures.office_cash) - Number(before.figures.office_cash)).toBeCloseTo(-123.45, 2);
    expect(after.balanced).toBe(true);
    const day = await entries(admin.token, { figure: 'bank', from_date: tenDaysAgo, to_date: tenDaysAgo });
    expect(day.results.map((entry) => [entry.kind, entry.amount])).toEqual([['deposit', '123.45']]);
    // The total is what the figure moved over the days read.
    expect(day.totals.amount).toBe('123.45');
    const reversed = await t.call(admin.token, {
      method: 'GET',
      url: '/api/reports/financeentries',
      query: { figure: 'bank', from_date: cairoToday(), to_date: tenDaysAgo },
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('names on the entries only the merchants the caller may see', async () => {
    await merchantDue(t, admin.token, supervisor.token);
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/finance'] });
    await buildCustomerPermission(t.db, clerk.user.id, (await buildCustomer(t.db)).id, { view: true });
    const owed = await entries(clerk.token, { figure: 'owed_to_merchants' });
    expect(owed.count).toBeGreaterThan(0);
    expect(owed.results.every((entry) => entry.owner_name === '' && entry.serial === null)).toBe(true);
    // Nor the shippers it may not see behind a closing's cash.
    const closings = (await entries(clerk.token, { figure: 'office_cash' })).results.filter((entry) => entry.kind === 'closing');
    expect(closings.length).toBeGreaterThan(0);
    expect(closings.every((entry) => entry.owner_name === '')).toBe(true);
    const all = await finance(clerk.token);
    expect(all.balanced).toBe(true);
  });
});
