/**
 * Evaluations of couriers and staff (domain/evaluations/rules.ts, server/routes/evaluations.ts): rating on every
 * criterion, once per person and month (also when two ratings race), changing and removing with audit rows, what is
 * refused, and who sees which.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EvaluationRecord } from '../../domain/api/evaluations';
import { cairoToday } from '../../domain/time';
import { auditLog, evaluationCriteria } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildHub, buildShipper, buildShipperPermission } from '../helpers/builders';

const { t, admin } = await openApiTest();
// Shipper 1 is the hub, never rated.
await buildHub(t.db);
const SCREEN = '/dashboard/UserEvaluation';
const [punctuality, courtesy] = await t.db
  .insert(evaluationCriteria)
  .values([
    { name: 'Punctuality', name_ar: 'الالتزام بالمواعيد' },
    { name: 'Courtesy', name_ar: 'حسن التعامل' },
  ])
  .returning();
// An inactive criterion is neither asked for nor accepted.
const [retired] = await t.db.insert(evaluationCriteria).values({ name: 'Uniform', is_active: false }).returning();

const thisMonth = cairoToday().slice(0, 7);
const nextMonth = (() => {
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
})();
const scores = (first: number, second: number) => [
  { criterion: punctuality!.id, score: first },
  { criterion: courtesy!.id, score: second },
];
const rate = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/UserEvaluation/', payload });
const list = async (token: string, query: Record<string, string> = {}) =>
  (await t.call(token, { method: 'GET', url: '/api/UserEvaluation/', query: { page_size: '100', ...query } })).json<{ results: EvaluationRecord[] }>().results;

describe('UserEvaluation', () => {
  it('rates a courier on every criterion once a month, changes the ratings and removes them, each with an audit row', async () => {
    const courier = await buildShipper(t.db, { name: 'Karim Fathy' });
    const made = await rate(admin.token, { kind: 'shipper', subject: courier.id, month: thisMonth, scores: scores(4, 5), note: ' Always on time ' });
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json<EvaluationRecord>();
    expect(record).toMatchObject({ kind: 'shipper', subject: courier.id, subject_name: 'Karim Fathy', month: thisMonth, average: 4.5, note: 'Always on time' });
    expect(record.scores).toEqual(scores(4, 5));

    // The screen posts without the trailing slash: the same evaluation, refused as a second one.
    const unslashed = await t.call(admin.token, {
      method: 'POST',
      url: '/api/UserEvaluation',
      payload: { kind: 'shipper', subject: courier.id, month: thisMonth, scores: scores(1, 1) },
    });
    expect(unslashed.statusCode).toBe(409);
    const again = await rate(admin.token, { kind: 'shipper', subject: courier.id, month: thisMonth, scores: scores(1, 1) });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>()).toMatchObject({ key: 'evaluations.exists', errors: { subject: 'evaluations.exists' } });

    const changed = await t.call(admin.token, { method: 'PUT', url: `/api/UserEvaluation/${record.id}`, payload: { scores: scores(2, 3), note: '' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ average: 2.5, note: '' });
    expect((await list(admin.token, { kind: 'shipper', month: thisMonth })).filter((row) => row.subject === courier.id)).toHaveLength(1);
    expect((await list(admin.token, { kind: 'staff' })).some((row) => row.id === record.id)).toBe(false);

    expect((await t.call(admin.token, { method: 'DELETE', url: `/api/UserEvaluation/${record.id}` })).statusCode).toBe(204);
    expect((await t.call(admin.token, { method: 'GET', url: `/api/UserEvaluation/${record.id}` })).statusCode).toBe(404);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'evaluation'), eq(auditLog.entity_id, String(record.id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keeps one evaluation a person and month when two ratings race', async () => {
    const courier = await buildShipper(t.db);
    const answers = await Promise.all(
      [1, 2].map((score) => rate(admin.token, { kind: 'shipper', subject: courier.id, month: thisMonth, scores: scores(score, score) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await list(admin.token, { month: thisMonth })).filter((row) => row.subject === courier.id && row.kind === 'shipper')).toHaveLength(1);
  });

  it('refuses a month not begun, ratings short of, beyond or outside the criteria, rating oneself, and a courier out of sight', async () => {
    const courier = await buildShipper(t.db);
    const base = { kind: 'shipper', subject: courier.id, month: thisMonth };
    const fieldOf = async (payload: Record<string, unknown>) => (await rate(admin.token, payload)).json<ErrorBody>().errors;
    expect(await fieldOf({ ...base, month: nextMonth, scores: scores(3, 3) })).toEqual({ month: 'evaluations.month_future' });
    expect(await fieldOf({ ...base, scores: scores(3, 3).slice(0, 1) })).toEqual({ scores: 'evaluations.criterion_missing' });
    expect(await fieldOf({ ...base, scores: [...scores(3, 3), { criterion: punctuality!.id, score: 2 }] })).toEqual({ scores: 'evaluations.criterion_twice' });
    expect(await fieldOf({ ...base, scores: [...scores(3, 3), { criterion: retired!.id, score: 2 }] })).toEqual({ scores: 'evaluations.criterion_unknown' });
    expect((await rate(admin.token, { ...base, scores: scores(6, 3) })).statusCode).toBe(400);
    expect((await rate(admin.token, { ...base, month: '2026-13', scores: scores(3, 3) })).statusCode).toBe(400);
    const self = await rate(admin.token, { kind: 'staff', subject: admin.id, month: thisMonth, scores: scores(5, 5) });
    expect([self.statusCode, self.json<ErrorBody>().key]).toEqual([403, 'evaluations.own']);

    const clerk = await t.loginAs({ role: 'staff', urls: [SCREEN, `${SCREEN}/new`] });
    const seen = await buildShipper(t.db);
    await buildShipperPermission(t.db, clerk.user.id, seen.id);
    const [hidden, missing] = [
      await rate(clerk.token, { ...base, scores: scores(3, 3) }),
      await rate(clerk.token, { ...base, subject: 999999, scores: scores(3, 3) }),
    ];
    expect([hidden.statusCode, hidden.body]).toEqual([404, missing.body]);
    expect((await rate(clerk.token, { ...base, subject: seen.id, scores: scores(3, 4) })).statusCode).toBe(201);
    // A staff member is rated by another.
    expect((await rate(clerk.token, { kind: 'staff', subject: admin.id, month: thisMonth, scores: scores(5, 4) })).statusCode).toBe(201);

    const viewer = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    expect((await rate(viewer.token, { ...base, scores: scores(3, 3) })).statusCode).toBe(403);
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    expect((await t.call(outsider.token, { method: 'GET', url: '/api/UserEvaluation/' })).statusCode).toBe(403);
  });

  it("shows a limited clerk every staff member's evaluations and those of the couriers it may see, and whom it may rate", async () => {
    const [seen, unseen] = [await buildShipper(t.db, { name: 'Seen Courier' }), await buildShipper(t.db, { name: 'Unseen Courier' })];
    for (const courier of [seen, unseen]) await rate(admin.token, { kind: 'shipper', subject: courier.id, month: thisMonth, scores: scores(3, 3) });
    const clerk = await t.loginAs({ role: 'staff', urls: [SCREEN, `${SCREEN}/new`] });
    await buildShipperPermission(t.db, clerk.user.id, seen.id);
    const rows = await list(clerk.token, { kind: 'shipper' });
    expect(rows.map((row) => row.subject)).toContain(seen.id);
    expect(rows.map((row) => row.subject)).not.toContain(unseen.id);
    const subjects = (kind: string) =>
      t
        .call(clerk.token, { method: 'GET', url: '/api/UserEvaluation/subjects', query: { kind } })
        .then((answer) => answer.json<{ id: number }[]>().map((row) => row.id));
    expect(await subjects('shipper')).toEqual([seen.id]);
    const staff = await subjects('staff');
    expect(staff).toContain(admin.id);
    expect(staff).not.toContain(clerk.user.id);
  });
});
