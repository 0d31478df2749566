/**
 * Public parcel tracking (POST /api/track/): the right serial and last four digits of the recipient's phone show
 * the status steps, the hold reason and the expected day, and nothing personal; wrong digits and an unknown
 * serial answer alike; guesses are limited per address, and the real recipient from elsewhere still gets in.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectedDay } from '../../domain/tracking';
import type { PublicTracking } from '../../domain/tracking';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildHoldReason, buildOrder, buildShipper } from '../helpers/builders';
import { orderPayload, ordersApi, orderWorld } from '../helpers/orders-api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

let lastAddress = 0;
/** An address of its own for each test, so that one test's tries do not count in another's. */
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;

const track = (app: TestApp, body: unknown, remoteAddress: string, headers: InjectOptions['headers'] = {}) =>
  app.app.inject({ method: 'POST', url: '/api/track/', payload: body as InjectOptions['payload'], remoteAddress, headers });

let parcels = 0;

/** A parcel entered by the office, sent out, held with a reason, sent out again and not delivered, with a note naming people. */
async function trackedParcel() {
  const world = await orderWorld(t.db);
  const shipper = await buildShipper(t.db, { name: 'Courier Karim Fathy' });
  parcels += 1;
  const reason = await buildHoldReason(t.db, { name: `Recipient asked to wait ${parcels}`, name_ar: `طلب المستلم الانتظار ${parcels}` });
  const created = await api.create(
    admin.token,
    orderPayload(world, { full_name: 'Mona Adel Secret', phone: '01012345678', address: '5 Hidden Street', total_amount: '987.65', notes: 'Gate code 4411' }),
  );
  const order = created.json<{ id: number; serial: string }>();
  const moves = [
    { status: 'Out For Deliver', shipper: shipper.id },
    { status: 'Hold', hold_reason: reason.id },
    { status: 'Out For Deliver', shipper: shipper.id },
    { status: 'Undelivered', note: 'Mona Adel did not answer 01012345678' },
  ];
  for (const move of moves) expect((await api.move(admin.token, { id: order.id, ...move })).statusCode).toBe(200);
  expect((await api.print(admin.token, [order.id])).statusCode).toBeLessThan(300);
  return { order, world, shipper, reason };
}

describe('tracking a parcel', () => {
  it('shows the status steps newest first, the hold reason in both languages and the expected day', async () => {
    const { order, reason } = await trackedParcel();
    const answer = await track(t, { serial: order.serial, last4: '5678' }, newAddress());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<PublicTracking>();
    expect(body).toMatchObject({ serial: order.serial, status: 'Undelivered', state: null });
    expect(body.steps.map((step) => [step.kind, step.status])).toEqual([
      ['status', 'Undelivered'],
      ['status', 'Out For Deliver'],
      ['status', 'Hold'],
      ['status', 'Out For Deliver'],
      ['created', 'Pending'],
    ]);
    expect(body.steps[2]!.hold_reason).toEqual({ name: reason.name, name_ar: reason.name_ar });
    expect(body.steps.filter((step) => step.hold_reason)).toHaveLength(1);
    // After a failed attempt: the next working day (Friday skipped) after today.
    expect(body.expected_day).toBe(expectedDay({ status: 'Undelivered', status_code: null, order_date: '2000-01-01' }));
    expect(Number.isNaN(Date.parse(body.steps[0]!.at))).toBe(false);
  });

  it('gives nothing personal: no name, phone, address, amount, note, sender, courier or staff member', async () => {
    const { order, world } = await trackedParcel();
    const answer = await track(t, { serial: order.serial, last4: '5678' }, newAddress());
    const body = answer.json<PublicTracking>();
    expect(Object.keys(body).sort()).toEqual(['expected_day', 'serial', 'state', 'status', 'steps']);
    for (const step of body.steps) {
      expect(Object.keys(step).sort()).toEqual(['at', 'hold_reason', 'kind', 'status']);
      if (step.hold_reason) expect(Object.keys(step.hold_reason).sort()).toEqual(['name', 'name_ar']);
    }
    const markers = [
      'Mona',
      'Secret',
      '01012345678',
      '12345678',
      'Hidden Street',
      // The amount as money text and in piastres (not its first digits alone: a step's time may hold them).
      '987.65',
      '98765',
      'Gate code',
      'Karim',
      world.customer.name,
      world.customer.phone,
      'Test',
    ];
    for (const marker of markers) expect(answer.body, marker).not.toContain(marker);
    expect(answer.body).not.toMatch(/amount|fees|phone|address|customer|shipper|user|note|changes/);
  });

  it('answers wrong digits and an unknown serial exactly alike', async () => {
    const { order } = await trackedParcel();
    const wrong = await track(t, { serial: order.serial, last4: '0000' }, newAddress());
    const unknown = await track(t, { serial: '99999999999', last4: '5678' }, newAddress());
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json<ErrorBody>().key).toBe('errors.not_found');
    const headersOf = (response: typeof wrong) =>
      Object.keys(response.headers)
        .filter((name) => name !== 'date')
        .sort();
    expect(headersOf(wrong)).toEqual(headersOf(unknown));
  });

  it('tells a parcel that waits for pickup and one cancelled, and expects nothing of a delivered one', async () => {
    const waiting = await buildOrder(t.db, { phone: '01100001111', status_code: 1, order_date: '2099-01-01' });
    const delivered = await buildOrder(t.db, { phone: '01100002222', status: 'Delivered' });
    const cancelled = await buildOrder(t.db, { phone: '01100003333', status_code: 6 });
    const address = newAddress();
    expect((await track(t, { serial: waiting.serial, last4: '1111' }, address)).json()).toMatchObject({
      state: 'awaiting_pickup',
      // 1 January 2099 is a Thursday: pickup that day, delivery on the Saturday (Friday is no working day).
      expected_day: '2099-01-03',
      steps: [],
    });
    expect((await track(t, { serial: delivered.serial, last4: '2222' }, address)).json()).toMatchObject({ status: 'Delivered', expected_day: null });
    expect((await track(t, { serial: cancelled.serial, last4: '3333' }, address)).json()).toMatchObject({ state: 'cancelled', expected_day: null });
  });
});

describe('guessing the digits', () => {
  it('refuses the eleventh try at a serial from one address with 429 and Retry-After, while the recipient elsewhere gets in', async () => {
    const order = await buildOrder(t.db, { phone: '01200004444' });
    const attacker = newAddress();
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await track(t, { serial: order.serial, last4: String(1000 + guess) }, attacker)).statusCode).toBe(404);
    }
    const refused = await track(t, { serial: order.serial, last4: '1010' }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().key).toBe('errors.too_many_tries');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right digits are refused from the hammering address while the lock lasts.
    expect((await track(t, { serial: order.serial, last4: '4444' }, attacker)).statusCode).toBe(429);
    expect((await track(t, { serial: order.serial, last4: '4444' }, newAddress())).statusCode).toBe(200);
  });

  it("the right digits clear their address's count for that parcel", async () => {
    const order = await buildOrder(t.db, { phone: '01200005555' });
    const address = newAddress();
    for (let round = 0; round < 2; round += 1) {
      for (let guess = 0; guess < 9; guess += 1) await track(t, { serial: order.serial, last4: '0000' }, address);
      expect((await track(t, { serial: order.serial, last4: '5555' }, address)).statusCode).toBe(200);
    }
  });

  it('limits one address to thirty tries over all serials, whatever the serial', async () => {
    const address = newAddress();
    for (let serial = 0; serial < 30; serial += 1) {
      expect((await track(t, { serial: String(70000000 + serial), last4: '1234' }, address)).statusCode).toBe(404);
    }
    const order = await buildOrder(t.db, { phone: '01200006666' });
    expect((await track(t, { serial: order.serial, last4: '6666' }, address)).statusCode).toBe(429);
    expect((await track(t, { serial: order.serial, last4: '6666' }, newAddress())).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    const order = await buildOrder(t.db, { phone: '01200007777' });
    const attacker = newAddress();
    for (let guess = 0; guess < 10; guess += 1) {
      await track(t, { serial: order.serial, last4: '0000' }, attacker, { 'x-forwarded-for': `192.0.2.${guess}` });
    }
    expect((await track(t, { serial: order.serial, last4: '0000' }, attacker, { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);

    const proxied = await createTestApp({ trustProxy: '10.0.0.1' });
    try {
      const parcel = await buildOrder(proxied.db, { phone: '01200008888' });
      for (let guess = 0; guess < 10; guess += 1)
        await track(proxied, { serial: parcel.serial, last4: '0000' }, '10.0.0.1', { 'x-forwarded-for': '203.0.113.5' });
      expect((await track(proxied, { serial: parcel.serial, last4: '8888' }, '10.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(429);
      expect((await track(proxied, { serial: parcel.serial, last4: '8888' }, '10.0.0.1', { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('bad input', () => {
  it.each([
    ['no digits', { serial: '10000001' }, 'last4'],
    ['three digits', { serial: '10000001', last4: '123' }, 'last4'],
    ['letters for digits', { serial: '10000001', last4: 'abcd' }, 'last4'],
    ['a serial with letters', { serial: '1000A001', last4: '1234' }, 'serial'],
    ['a serial too long', { serial: '1'.repeat(21), last4: '1234' }, 'serial'],
    ['no serial', { last4: '1234' }, 'serial'],
  ])('refuses %s with 400 beside the field, counting no try', async (_what, body, field) => {
    const answer = await track(t, body, newAddress());
    expect(answer.statusCode, answer.body).toBe(400);
    expect(Object.keys(answer.json<ErrorBody>().errors ?? {})).toContain(field);
  });

  it('refuses a body that is no JSON object with a 4xx, never a 500', async () => {
    for (const payload of ['[]', '"10000001"', '{"serial":', 'null']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/track/',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: newAddress(),
      });
      expect(answer.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, payload).toBeLessThan(500);
    }
  });
});
