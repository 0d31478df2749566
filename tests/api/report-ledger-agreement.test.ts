/**
 * The money figures of the statistics reports and the analytics home agree with the ledger (issue 23, item 7): a
 * merchant's day is worked through the API (deliveries, a partial one, a parcel refused and returned with its fee, a
 * delivery taken back), and each report's cash collected, fees, return fees and returns charged equal what the
 * ledger's own entries say for that merchant and day, read here from the entries, not from the day totals the reports
 * read. A day already past does not change when a later day corrects its orders.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerKey } from '../../domain/ledger/keys';
import { ORDER_TRANSACTION_KINDS } from '../../domain/ledger/kinds';
import { positionOf } from '../../domain/ledger/position';
import { fromPiastres } from '../../domain/orders/money';
import type { CompanyStatistics } from '../../domain/reports/analytics-home';
import type { ReportPage } from '../../domain/reports/kit';
import { TIME_ZONE, cairoDaysAgo, cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { postTransactions } from '../../server/ledger/post';
import { openApiTest } from '../helpers/api-test';
import { buildCity, buildCustomer, buildCustomerPermission, buildHub, buildCustomerPrice, buildOrder, buildShipper } from '../helpers/builders';
import { closingsApi, ledgerProblems } from '../helpers/ledger';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const today = cairoToday();
const yesterday = cairoDaysAgo(1);

type Row = Record<string, unknown>;
const MONEY = ['cod_collected', 'fees', 'return_fees', 'refused_with_fee'] as const;
type Money = Record<(typeof MONEY)[number], string | number>;

/** What the ledger's entries say of a merchant's day: its order transactions' legs, summed as the revenue counts them. */
async function ledgerSays(customer: number, day: string): Promise<Money> {
  const [row] = rowsOf(
    await t.db.execute(sql`with own as (
        select distinct tr.id, tr.kind from ledger_transactions tr
        join ledger_entries e on e.transaction_id = tr.id join ledger_accounts a on a.id = e.account_id
        where a.kind = 'merchant' and a.owner_id = ${customer} and tr.order_id is not null
          and tr.kind = any(${sql.param([...ORDER_TRANSACTION_KINDS, 'reversal'])}::text[])
          and (tr.posted_at at time zone ${TIME_ZONE})::date = ${day}::date)
      select -coalesce(sum(e.amount) filter (where a.kind = 'merchant'), 0)::bigint as net,
        -coalesce(sum(e.amount) filter (where a.kind = 'delivery_revenue'), 0)::bigint as fees,
        -coalesce(sum(e.amount) filter (where a.kind = 'return_revenue'), 0)::bigint as return_fees,
        (select count(*) filter (where kind = 'returned') from own)::int
          - (select count(*) from own o join ledger_transactions r on r.id = o.id
             where o.kind = 'reversal' and exists (select 1 from ledger_transactions x where x.id = r.reverses_id and x.kind = 'returned'))::int as returned
      from own join ledger_entries e on e.transaction_id = own.id join ledger_accounts a on a.id = e.account_id`),
  );
  const [net, fees, returnFees] = [BigInt(String(row!.net)), BigInt(String(row!.fees)), BigInt(String(row!.return_fees))];
  return {
    cod_collected: fromPiastres(net + fees + returnFees),
    fees: fromPiastres(fees),
    return_fees: fromPiastres(returnFees),
    refused_with_fee: Number(row!.returned),
  };
}

const moneyOf = (row: Row | undefined): Money => Object.fromEntries(MONEY.map((key) => [key, row?.[key] as string | number])) as Money;

async function read(token: string, report: string, query: Record<string, string>): Promise<ReportPage<Row>> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
}

/** A merchant whose returns are charged 25.00 in its city, a courier, and a delivery posted yesterday. */
async function merchantWithAPastDay() {
  await buildHub(t.db);
  const city = await buildCity(t.db);
  const merchant = await buildCustomer(t.db, { HasReturnPrice: true, city_id: city.id });
  await buildCustomerPrice(t.db, { customer_id: merchant.id, city_id: city.id, return_price: '25.00' });
  const courier = await buildShipper(t.db);
  const parcel = { customer_id: merchant.id, city_id: city.id, shipper_id: courier.id, total_fees: '45.00' } as const;
  const old = await buildOrder(t.db, { ...parcel, order_date: yesterday, status: 'Delivered', total_amount: '300.00', collected_amount: '300.00' });
  await t.db.transaction((tx) =>
    postTransactions(tx, [
      {
        header: { kind: 'delivered', key: ledgerKey.order(old.id, old.version), user_id: null, order_id: old.id, at: new Date(`${yesterday}T10:00:00Z`) },
        postings: positionOf(old),
      },
    ]),
  );
  return { merchant, courier, parcel, old };
}

describe('the money of the statistics', () => {
  it("equals the ledger's entries for the merchant and day in every report and on the home, and leaves a past day as it was", async () => {
    const { merchant, parcel, old } = await merchantWithAPastDay();
    const yesterdayBefore = await ledgerSays(merchant.id, yesterday);
    const ofYesterday = { from_date: yesterday, to_date: yesterday };
    const pastRow = (await read(admin.token, 'topcdetails_customer', { customer: String(merchant.id), ...ofYesterday })).results[0];
    expect(moneyOf(pastRow)).toEqual(yesterdayBefore);

    // Today: two parcels delivered (one paid short), one refused and returned with its fee, and yesterday's delivery taken back.
    for (const [total, collected] of [
      ['150.00', '150.00'],
      ['200.00', '180.00'],
    ] as const) {
      const order = await buildOrder(t.db, { ...parcel, status: 'Out For Deliver', total_amount: total });
      expect((await api.deliver(admin.token, order.id, collected)).statusCode).toBe(200);
    }
    const refused = await buildOrder(t.db, { ...parcel, status: 'Out For Deliver', total_amount: '99.00' });
    for (const status of ['Rejected', 'Returned'])
      expect((await api.move(admin.token, { id: refused.id, status, note: 'Refused at the door' })).statusCode).toBe(200);
    const back = await api.move(admin.token, { id: old.id, status: 'Out For Deliver', shipper: parcel.shipper_id, note: 'Delivered to the wrong address' });
    expect(back.statusCode, back.body).toBe(200);

    const truth = await ledgerSays(merchant.id, today);
    expect(truth.return_fees).toBe('25.00');
    expect(truth.refused_with_fee).toBe(1);
    const ofToday = { from_date: today, to_date: today };
    const reports: [string, Record<string, string>, (row: Row) => boolean][] = [
      ['TopCompaniesByOrderReport', ofToday, (row) => row.customer_id === merchant.id],
      ['topcdetails_customer', { customer: String(merchant.id), ...ofToday }, (row) => row.day === today],
      ['topcdetails_day', { day_date: today }, (row) => row.customer_id === merchant.id],
    ];
    for (const [report, query, mine] of reports) expect(moneyOf((await read(admin.token, report, query)).results.find(mine)), report).toEqual(truth);

    // A staff member who sees only this merchant: the day's statistics and the home say the same.
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/OrdersStatistics', '/dashboard/analytics'] });
    await buildCustomerPermission(t.db, clerk.user.id, merchant.id, { view: true, revnue: true });
    expect(moneyOf((await read(clerk.token, 'OrdersStatistics', ofToday)).results[0])).toEqual(truth);
    const home = (await t.call(clerk.token, { method: 'GET', url: '/api/addorders/company_saticts', query: ofToday })).json<CompanyStatistics>();
    expect({ cod_collected: home.current.cod_collected, fees: home.current.fees }).toEqual({ cod_collected: truth.cod_collected, fees: truth.fees });

    // The cash-on-delivery aging follows the deliveries posted over the days that still stand: today's two (150 +
    // 180), which is the ledger's cash of the day less the taking back of yesterday's 300; yesterday's, taken back,
    // is in no one's hands any more.
    const aging = async (query: Record<string, string>) =>
      (await read(admin.token, 'codaging', { customer: String(merchant.id), ...query })).results[0]?.cod ?? '0.00';
    expect(await aging(ofToday)).toBe('330.00');
    expect(Number(await aging(ofToday))).toBeCloseTo(Number(truth.cod_collected) + 300, 2);
    expect(await aging(ofYesterday)).toBe('0.00');

    // Yesterday is as it was: its delivery taken back today counts today.
    expect(await ledgerSays(merchant.id, yesterday)).toEqual(yesterdayBefore);
    const pastAgain = (await read(admin.token, 'topcdetails_customer', { customer: String(merchant.id), ...ofYesterday })).results[0];
    expect(moneyOf(pastAgain)).toEqual(yesterdayBefore);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
