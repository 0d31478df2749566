/**
 * The evaluation reports (domain/reports/shipper-evaluation.ts, staff-evaluation.ts) against figures worked out by
 * hand: the courier score with the starting weights and with weights a superuser sets (who else may not), the
 * ratings' average beside it, a courier's months, and a clerk's orders, corrections and answers, as a limited reader
 * sees them.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScoreWeightsAnswer } from '../../domain/api/configurations';
import type { ReportPage } from '../../domain/reports/kit';
import { DEFAULT_SCORE_WEIGHTS } from '../../domain/reports/courier-score';
import { cairoToday } from '../../domain/time';
import { auditLog, configurations, evaluationCriteria, issueMessages, issues } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildHub, buildOrder, buildShipper, buildShipperPermission } from '../helpers/builders';
import { closingsApi } from '../helpers/ledger';
import { ADMIN_ORDERS, orderPayload, ordersApi, orderWorld } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const hub = await buildHub(t.db);
const today = cairoToday();
const thisMonth = today.slice(0, 7);
const criteria = await t.db
  .insert(evaluationCriteria)
  .values([{ name: 'Punctuality' }, { name: 'Courtesy' }])
  .returning();
const WEIGHTS = '/api/configurations/courier-score';

type Row = Record<string, unknown>;

async function read(token: string, report: string, query: Record<string, string> = {}): Promise<Row[]> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>().results;
}

async function post(url: string, payload: Record<string, unknown>, status = 200) {
  const answer = await t.call(admin.token, { method: 'POST', url, payload });
  expect(answer.statusCode, answer.body).toBe(status);
}

/** Rates a courier or a staff member this month: `first` and `second` stars. */
const rate = (kind: 'shipper' | 'staff', subject: number, first: number, second: number) =>
  post(
    '/api/UserEvaluation/',
    {
      kind,
      subject,
      month: thisMonth,
      scores: [
        { criterion: criteria[0]!.id, score: first },
        { criterion: criteria[1]!.id, score: second },
      ],
    },
    201,
  );

/**
 * A courier's day: two parcels of 100 LE out, one delivered and one not (attempt and first-attempt success 50%),
 * closed with 75 LE counted (25 short of 100: a 25% shortage rate), 24 hours after the delivery was posted.
 */
async function courierDay() {
  const courier = await buildShipper(t.db);
  const merchant = await buildCustomer(t.db);
  const parcels = [
    await buildOrder(t.db, { customer_id: merchant.id, shipper_id: hub.id, total_amount: '100.00' }),
    await buildOrder(t.db, { customer_id: merchant.id, shipper_id: hub.id, total_amount: '100.00' }),
  ];
  await post('/api/shippers/daily_send_orders/', { shipper: courier.id, ids: parcels.map((parcel) => parcel.id) });
  await post('/api/orders/review/', {
    shipper: courier.id,
    orders: [
      { id: parcels[0]!.id, status: 'Delivered', collected_amount: parcels[0]!.total_amount },
      { id: parcels[1]!.id, status: 'Undelivered', note: 'No answer' },
    ],
  });
  const closed = await closingsApi(t).close(admin.token, { shipper: courier.id, closing_date: today, counted: String(Number(parcels[0]!.total_amount) - 25) });
  expect(closed.statusCode, closed.body).toBe(201);
  await t.db.execute(sql`update shipper_closings set created_at = created_at + interval '24 hours' where id = ${closed.json<{ id: number }>().id}`);
  return { courier, merchant };
}

const setWeights = (token: string, weights: Record<string, number>) => t.call(token, { method: 'PUT', url: WEIGHTS, payload: weights });

describe('the courier score', () => {
  // Each test starts from the starting weights.
  beforeEach(async () => {
    await t.db.delete(configurations);
  });

  it('weighs his road work and his cash with the starting weights, then with those a superuser sets', async () => {
    const { courier } = await courierDay();
    const figures = { sheet_success_rate: 50, first_attempt_rate: 50, shortage_rate: 25, cash_lag_hours: 24 };
    const mine = async () => (await read(admin.token, 'shipperevaluationreport', { shipper: String(courier.id) }))[0];
    // (35 × 50 + 20 × 50 + 30 × (100 − 25) + 15 × 100 × (1 − 24 ÷ 48)) ÷ 100 = 57.5.
    expect(await mine()).toMatchObject({ ...figures, courier_score: 57.5, rating: null });

    await rate('shipper', courier.id, 4, 5);
    const changed = await setWeights(admin.token, { delivery: 10, first_attempt: 0, cash_accuracy: 30, cash_speed: 0, lag_hours_zero: 24 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ScoreWeightsAnswer>()).toMatchObject({
      weights: { delivery: 10, cash_accuracy: 30, lag_hours_zero: 24 },
      updated_by: 'Test superuser',
    });
    // (10 × 50 + 30 × 75) ÷ 40 = 68.75, one decimal; his two ratings average 4.5.
    expect(await mine()).toMatchObject({ courier_score: 68.8, rating: 4.5 });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'configurations'), eq(auditLog.entity_id, 'courier_score')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toMatchObject({ user_id: admin.id, before: DEFAULT_SCORE_WEIGHTS });

    // A courier without a closing is scored on his sheets alone: (10 × 100) ÷ 10.
    const walker = await buildShipper(t.db);
    const parcel = await buildOrder(t.db, { customer_id: (await buildCustomer(t.db)).id, shipper_id: hub.id });
    await post('/api/shippers/daily_send_orders/', { shipper: walker.id, ids: [parcel.id] });
    await post('/api/orders/review/', { shipper: walker.id, orders: [{ id: parcel.id, status: 'Delivered', collected_amount: parcel.total_amount }] });
    expect((await read(admin.token, 'shipperevaluationreport', { shipper: String(walker.id) }))[0]).toMatchObject({ closings: 0, courier_score: 100 });

    // His months: this one, with the same figures and the days it covers within the range read.
    const months = await read(admin.token, 'shipperevaluationreport_detail', { shipper: String(courier.id) });
    expect(months).toEqual([expect.objectContaining({ month: thisMonth, ...figures, courier_score: 68.8, rating: 4.5, month_to: today })]);
  });

  it('lets whoever reads the report see the weights, and only a superuser change them, to weights that weigh something', async () => {
    const reader = await t.loginAs({ role: 'staff', urls: ['/dashboard/shipperevaluationreport'] });
    const seen = await t.call(reader.token, { method: 'GET', url: WEIGHTS });
    expect([seen.statusCode, seen.json<ScoreWeightsAnswer>().weights]).toEqual([200, DEFAULT_SCORE_WEIGHTS]);
    expect((await setWeights(reader.token, { ...DEFAULT_SCORE_WEIGHTS, delivery: 90 })).statusCode).toBe(403);
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/customercategory'] });
    expect((await t.call(other.token, { method: 'GET', url: WEIGHTS })).statusCode).toBe(403);
    const merchant = await t.loginAs({ role: 'customer' });
    for (const token of [merchant.token, other.token]) expect((await setWeights(token, DEFAULT_SCORE_WEIGHTS)).statusCode).toBe(403);
    expect((await t.call(merchant.token, { method: 'GET', url: WEIGHTS })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: WEIGHTS })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'PUT', url: WEIGHTS, payload: DEFAULT_SCORE_WEIGHTS })).statusCode).toBe(401);

    const nothing = await setWeights(admin.token, { delivery: 0, first_attempt: 0, cash_accuracy: 0, cash_speed: 0, lag_hours_zero: 48 });
    expect([nothing.statusCode, nothing.json<ErrorBody>().key]).toEqual([400, 'evaluations.no_weight']);
    for (const absurd of [{ delivery: 101 }, { delivery: -1 }, { lag_hours_zero: 0 }, { delivery: 2.5 }])
      expect((await setWeights(admin.token, { ...DEFAULT_SCORE_WEIGHTS, ...absurd })).statusCode, JSON.stringify(absurd)).toBe(400);
    expect((await t.call(admin.token, { method: 'GET', url: WEIGHTS })).json<ScoreWeightsAnswer>().weights).toEqual(DEFAULT_SCORE_WEIGHTS);

    // Two changes at once: both kept in turn, the last one stands, each audited from what it replaced.
    const [one, two] = await Promise.all([
      setWeights(admin.token, { ...DEFAULT_SCORE_WEIGHTS, delivery: 1 }),
      setWeights(admin.token, { ...DEFAULT_SCORE_WEIGHTS, delivery: 2 }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const trail = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'configurations'))
      .orderBy(auditLog.id);
    const [first, second] = trail.slice(-2);
    expect(second!.before).toEqual(first!.after);
    expect((await t.call(admin.token, { method: 'GET', url: WEIGHTS })).json<ScoreWeightsAnswer>().weights).toEqual(second!.after);
  });
});

describe('userevalation', () => {
  it("counts a clerk's orders entered, corrections and first answers, of the merchants the reader sees, beside his rating", async () => {
    const clerk = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    const [seen, unseen] = [await orderWorld(t.db), await orderWorld(t.db)];
    for (const world of [seen, unseen])
      await buildCustomerPermission(t.db, clerk.user.id, world.customer.id, { view: true, addOrder: true, updateOrder: true });
    const entered = [];
    for (const world of [seen, seen, unseen]) {
      const created = await ordersApi(t).create(clerk.token, orderPayload(world));
      expect(created.statusCode, created.body).toBe(201);
      entered.push(created.json<{ id: number }>().id);
    }
    for (const [id, name] of [
      [entered[0]!, 'Mona Adel Hassan'],
      [entered[0]!, 'Mona Hassan'],
      [entered[2]!, 'Omar Said'],
    ] as const)
      expect((await ordersApi(t).patch(clerk.token, id, { full_name: name })).statusCode).toBe(200);
    // A save that changes nothing is no correction.
    expect((await ordersApi(t).patch(clerk.token, entered[1]!, { full_name: 'Mona Adel' })).statusCode).toBe(200);
    // He answers the seen merchant's issue 30 minutes after it was opened; another clerk answered the other's first.
    const other = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    for (const [world, author] of [
      [seen, clerk.user.id],
      [unseen, other.user.id],
    ] as const) {
      const [issue] = await t.db
        .insert(issues)
        .values({ customer_id: world.customer.id, subject: 'Late', created_at: sql`now() - interval '30 minutes'` })
        .returning();
      await t.db.insert(issueMessages).values({ issue_id: issue!.id, side: 'staff', author_id: author, text: 'On it.' });
      await t.db.insert(issueMessages).values({ issue_id: issue!.id, side: 'staff', author_id: clerk.user.id, text: 'Delivered now.' });
    }
    await rate('staff', clerk.user.id, 3, 4);

    const mine = async (token: string) => (await read(token, 'userevalation')).find((row) => row.user_id === clerk.user.id);
    expect(await mine(admin.token)).toMatchObject({ orders_entered: 3, corrections: 3, issues_answered: 1, answer_minutes: 30, rating: 3.5 });
    const reader = await t.loginAs({ role: 'staff', urls: ['/dashboard/userevalation'] });
    await buildCustomerPermission(t.db, reader.user.id, seen.customer.id, { view: true });
    await buildShipperPermission(t.db, reader.user.id, hub.id);
    expect(await mine(reader.token)).toMatchObject({ orders_entered: 2, corrections: 2, issues_answered: 1, answer_minutes: 30, rating: 3.5 });
    expect(await read(reader.token, 'userevalation_detail', { user: String(clerk.user.id) })).toEqual([
      expect.objectContaining({ month: thisMonth, orders_entered: 2, corrections: 2, issues_answered: 1, rating: 3.5 }),
    ]);
  });
});
