/**
 * What each report on the kit needs to show rows: the records a generated test (tests/api/reports-kit.test.ts)
 * builds before it reads, the parameters to read with, and the merchants and shippers the rows belong to (a limited
 * staff member is given the first of each, to check scope and masking). A new report adds its fixture here.
 */
import { sql } from 'drizzle-orm';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { issueMessages, issues } from '../../server/db/schema';
import {
  buildCity,
  buildCustomer,
  buildCustomerCategory,
  buildCustomerPermission,
  buildHub,
  buildMaterial,
  buildOrder,
  buildShipper,
  type CustomerGrant,
} from './builders';
import { closingsApi, shipperDay } from './ledger';
import { ADMIN_ORDERS, orderPayload, ordersApi, orderWorld } from './orders-api';
import { fundOffice } from './settlements';
import { buildWarehouse, move, stockedWarehouse } from './stock';
import type { TestApp } from './test-app';

export interface ReportFixture {
  /** The report's parameters for these rows, given a merchant or shipper the caller should see. */
  params: (seen: { customer: number; shipper: number }) => Record<string, string>;
  /** Two merchants and two shippers the rows are of: the first of each is given to the limited staff member. */
  customers: [number, number];
  shippers: [number, number];
  /** The rights on the first merchant a limited staff member needs besides seeing it (its revenue's `revnue`). */
  rights?: CustomerGrant;
}

type Build = (t: TestApp, token: string) => Promise<ReportFixture>;

/** Two shippers who each delivered a parcel today: ledger entries for the revenue reports. */
async function twoShippersDelivered(t: TestApp, token: string): Promise<ReportFixture> {
  const days = [await shipperDay(t.db, ['150.00']), await shipperDay(t.db, ['99.50'])];
  for (const day of days) {
    const answer = await closingsApi(t).deliver(token, day.parcels[0]!.id, day.parcels[0]!.total_amount);
    if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  return { params: () => ({}), customers: [days[0]!.customer.id, days[1]!.customer.id], shippers: [days[0]!.shipper.id, days[1]!.shipper.id] };
}

/** The same two shippers, each having closed his day with the cash counted in full: closings for their report. */
async function twoShippersClosed(t: TestApp, token: string): Promise<ReportFixture> {
  const fixture = await twoShippersDelivered(t, token);
  for (const [shipper, counted] of [
    [fixture.shippers[0], '105.00'],
    [fixture.shippers[1], '54.50'],
  ] as const) {
    const answer = await closingsApi(t).close(token, { shipper, closing_date: cairoToday(), counted });
    if (answer.statusCode !== 201) throw new Error(answer.body);
  }
  return fixture;
}

/** The revenue of the merchants of those parcels, read by staff who may see their money. */
const merchantsRevenue =
  (params: (seen: { customer: number; shipper: number }) => Record<string, string>): Build =>
  async (t, token) => ({ ...(await twoShippersDelivered(t, token)), params, rights: { revnue: true } });

/** Issues of two merchants opened today: each an open one about its order, answered by the office, and a closed general one. */
async function twoMerchantsIssues(t: TestApp): Promise<ReportFixture> {
  const merchants = [await buildCustomer(t.db), await buildCustomer(t.db)];
  for (const merchant of merchants) {
    const order = await buildOrder(t.db, { customer_id: merchant.id });
    const [open] = await t.db
      .insert(issues)
      .values([
        { customer_id: merchant.id, order_id: order.id, subject: 'Where is my parcel?' },
        { customer_id: merchant.id, subject: 'Invoice', status: 'closed', closed_at: sql`now()` },
      ])
      .returning();
    await t.db.insert(issueMessages).values({ issue_id: open!.id, side: 'staff', text: 'On its way.' });
  }
  const shippers = [await buildShipper(t.db), await buildShipper(t.db)];
  return { params: () => ({}), customers: [merchants[0]!.id, merchants[1]!.id], shippers: [shippers[0]!.id, shippers[1]!.id] };
}

/** A parcel of each of two merchants moved today from one of two couriers to a third, through the assign call. */
async function twoCouriersTransfers(t: TestApp, token: string): Promise<ReportFixture> {
  const [first, second, third] = [await buildShipper(t.db), await buildShipper(t.db), await buildShipper(t.db)];
  const merchants = [await buildCustomer(t.db), await buildCustomer(t.db)];
  for (const [merchant, courier] of [
    [merchants[0]!, first],
    [merchants[1]!, second],
  ] as const) {
    const order = await buildOrder(t.db, { customer_id: merchant.id, shipper_id: courier.id });
    const answer = await t.call(token, {
      method: 'POST',
      url: '/api/orders/assign_shipper/',
      payload: { ids: [order.id], shipper: third.id, note: 'Off sick' },
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  return { params: () => ({}), customers: [merchants[0]!.id, merchants[1]!.id], shippers: [first.id, second.id] };
}

/** Two couriers each handed two parcels of his own merchant today (their run sheets), one of them delivered. */
async function twoCouriersSheets(t: TestApp, token: string): Promise<ReportFixture> {
  const hub = await buildHub(t.db);
  const couriers = [await buildShipper(t.db), await buildShipper(t.db)];
  const merchants = [await buildCustomer(t.db), await buildCustomer(t.db)];
  for (const [index, courier] of couriers.entries()) {
    const parcels = [
      await buildOrder(t.db, { customer_id: merchants[index]!.id, shipper_id: hub.id }),
      await buildOrder(t.db, { customer_id: merchants[index]!.id, shipper_id: hub.id }),
    ];
    const handed = await t.call(token, {
      method: 'POST',
      url: '/api/shippers/daily_send_orders/',
      payload: { shipper: courier.id, ids: parcels.map((parcel) => parcel.id) },
    });
    if (handed.statusCode !== 200) throw new Error(handed.body);
    const delivered = await closingsApi(t).deliver(token, parcels[0]!.id, parcels[0]!.total_amount);
    if (delivered.statusCode !== 200) throw new Error(delivered.body);
  }
  return { params: () => ({}), customers: [merchants[0]!.id, merchants[1]!.id], shippers: [couriers[0]!.id, couriers[1]!.id] };
}

/**
 * A clerk's day for two merchants: an order entered for each through the API and corrected once, and each merchant's
 * issue answered first by him; the rows are the clerk's (`seen.user` names him for his months).
 */
async function clerkAtWork(t: TestApp): Promise<ReportFixture & { clerk: number }> {
  const clerk = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
  const worlds = [await orderWorld(t.db), await orderWorld(t.db)];
  for (const world of worlds) {
    await buildCustomerPermission(t.db, clerk.user.id, world.customer.id, { view: true, addOrder: true, updateOrder: true });
    const created = await ordersApi(t).create(clerk.token, orderPayload(world));
    if (created.statusCode !== 201) throw new Error(created.body);
    const corrected = await ordersApi(t).patch(clerk.token, created.json<{ id: number }>().id, { full_name: 'Mona Adel Hassan' });
    if (corrected.statusCode !== 200) throw new Error(corrected.body);
    const [issue] = await t.db.insert(issues).values({ customer_id: world.customer.id, subject: 'Where is my parcel?' }).returning();
    await t.db.insert(issueMessages).values({ issue_id: issue!.id, side: 'staff', author_id: clerk.user.id, text: 'On its way.' });
  }
  const couriers = [await buildShipper(t.db), await buildShipper(t.db)];
  return {
    params: () => ({}),
    customers: [worlds[0]!.customer.id, worlds[1]!.customer.id],
    shippers: [couriers[0]!.id, couriers[1]!.id],
    clerk: clerk.user.id,
  };
}

/** Two merchants the office follows, each with an open order at the hub and one out with its courier. */
async function twoTrackedMerchants(t: TestApp, token: string): Promise<ReportFixture> {
  const merchants = [await buildCustomer(t.db), await buildCustomer(t.db)];
  const couriers = [await buildShipper(t.db), await buildShipper(t.db)];
  for (const [index, merchant] of merchants.entries()) {
    await buildOrder(t.db, { customer_id: merchant.id });
    await buildOrder(t.db, { customer_id: merchant.id, shipper_id: couriers[index]!.id, status: 'Out For Deliver' });
    const followed = await t.call(token, { method: 'POST', url: '/api/track-customers', payload: { customer: merchant.id, note: 'Late payer' } });
    if (followed.statusCode !== 200) throw new Error(followed.body);
  }
  return { params: () => ({}), customers: [merchants[0]!.id, merchants[1]!.id], shippers: [couriers[0]!.id, couriers[1]!.id] };
}

/** Two merchants' orders of today: each one order, a repeated one kept and a repeated one cancelled. */
async function twoMerchantsRepeated(t: TestApp): Promise<ReportFixture> {
  const merchants = [await buildCustomer(t.db), await buildCustomer(t.db)];
  for (const merchant of merchants) {
    await buildOrder(t.db, { customer_id: merchant.id });
    await buildOrder(t.db, { customer_id: merchant.id, is_repeated: true });
    await buildOrder(t.db, { customer_id: merchant.id, is_repeated: true, status_code: STATUS_CODE.cancelled });
  }
  const shippers = [await buildShipper(t.db), await buildShipper(t.db)];
  return { params: () => ({}), customers: [merchants[0]!.id, merchants[1]!.id], shippers: [shippers[0]!.id, shippers[1]!.id] };
}

/** Expenses of two categories this month and one of them last month, paid from the office box. */
async function officeExpenses(t: TestApp, token: string): Promise<ReportFixture> {
  await fundOffice(t, token, '1000.00');
  const categoryOf = async (name: string) =>
    (await t.call(token, { method: 'POST', url: '/api/ExpenseCategory', payload: { name, name_ar: `${name} ع` } })).json<{ id: number }>().id;
  const [fuel, rent] = [await categoryOf(`Fuel ${Date.now()}`), await categoryOf(`Rent ${Date.now()}`)];
  const firstOfMonth = `${cairoToday().slice(0, 8)}01`;
  for (const [category_id, amount, expense_date] of [
    [fuel, '40.00', cairoToday()],
    [fuel, '10.50', firstOfMonth],
    [rent, '200.00', cairoToday()],
    [rent, '150.00', cairoDaysAgo(1, firstOfMonth)],
  ] as const) {
    const answer = await t.call(token, { method: 'POST', url: '/api/expenses', payload: { category_id, amount, expense_date, note: '' } });
    if (answer.statusCode !== 201) throw new Error(answer.body);
  }
  const customers = [(await buildCustomer(t.db)).id, (await buildCustomer(t.db)).id] as const;
  return { params: () => ({}), customers: [...customers], shippers: [(await buildShipper(t.db)).id, (await buildShipper(t.db)).id] };
}

/** The first merchant's orders to two cities, the second's to one of them. */
async function ordersToCities(t: TestApp): Promise<ReportFixture> {
  const [cairo, giza] = [await buildCity(t.db), await buildCity(t.db)];
  const [mine, other] = [await buildCustomer(t.db), await buildCustomer(t.db)];
  await buildOrder(t.db, { customer_id: mine.id, city_id: cairo.id, status: 'Delivered' });
  await buildOrder(t.db, { customer_id: mine.id, city_id: giza.id });
  await buildOrder(t.db, { customer_id: other.id, city_id: giza.id });
  return { params: () => ({}), customers: [mine.id, other.id], shippers: [(await buildShipper(t.db)).id, (await buildShipper(t.db)).id] };
}

/** A warehouse's packaging of one material, bought in and issued to two couriers: rows for the stock reports. */
async function stockWithTwoCouriers(t: TestApp): Promise<ReportFixture & { material: number }> {
  const warehouse = await buildWarehouse(t.db);
  const material = await buildMaterial(t.db, { unit_cost: 150n, reorder_point: 500 });
  const couriers = [await buildShipper(t.db), await buildShipper(t.db)];
  const shelf = { kind: 'warehouse', owner: warehouse.id } as const;
  await move(t.db, { kind: 'receipt', material: material.id, quantity: 100, from: { kind: 'supplier', owner: 0 }, to: shelf });
  for (const [courier, quantity] of [
    [couriers[0]!, 10],
    [couriers[1]!, 7],
  ] as const)
    await move(t.db, { kind: 'issue', material: material.id, quantity, from: shelf, to: { kind: 'courier', owner: courier.id } });
  const customers = [(await buildCustomer(t.db)).id, (await buildCustomer(t.db)).id] as const;
  return { params: () => ({}), customers: [...customers], shippers: [couriers[0]!.id, couriers[1]!.id], material: material.id };
}

/** Two merchants handed packaging of a banded material (up to 5 kg) and each shipping an order it packs: rows for the material usage reports. */
async function packagingOfTwoMerchants(t: TestApp): Promise<ReportFixture> {
  const material = await buildMaterial(t.db, { packs_up_to_kg: '5.00' });
  const warehouse = await stockedWarehouse(t.db, material.id, 100);
  const courier = { kind: 'courier', owner: (await buildShipper(t.db)).id } as const;
  await move(t.db, { kind: 'issue', material: material.id, quantity: 50, from: { kind: 'warehouse', owner: warehouse }, to: courier });
  const customers = [(await buildCustomer(t.db)).id, (await buildCustomer(t.db)).id] as const;
  for (const [customer, quantity] of [
    [customers[0], 30],
    [customers[1], 10],
  ] as const) {
    await move(t.db, {
      kind: 'delivery',
      material: material.id,
      quantity,
      from: courier,
      to: { kind: 'merchant', owner: customer },
      document: 'material_request',
    });
    await buildOrder(t.db, { customer_id: customer, status: 'Delivered', weight: '1.50' });
  }
  return { params: () => ({}), customers: [...customers], shippers: [courier.owner, (await buildShipper(t.db)).id] };
}

/** The material usage pages of one merchant: the first, whom the limited staff member sees. */
const oneMerchantsPackaging: Build = async (t) => {
  const fixture = await packagingOfTwoMerchants(t);
  return { ...fixture, params: (seen) => ({ customer: String(seen.customer) }) };
};

export const REPORT_FIXTURES: Partial<Record<string, Build>> = {
  TopCReport: ordersToCities,
  ExpensesReport: officeExpenses,
  customerrevenue: merchantsRevenue((seen) => ({ id: String(seen.customer) })),
  customerrevenue_enhanced: merchantsRevenue((seen) => ({ id: String(seen.customer) })),
  customerrevenue_orders: merchantsRevenue((seen) => ({ id: String(seen.customer), day_date: cairoToday() })),
  customernewrevenue: merchantsRevenue(() => ({})),
  OrdersStatistics: merchantsRevenue(() => ({})),
  TopCompaniesByOrderReport: merchantsRevenue(() => ({})),
  topcdetails_customer: merchantsRevenue((seen) => ({ customer: String(seen.customer) })),
  topcdetails_day: merchantsRevenue(() => ({ day_date: cairoToday() })),
  topcdetails: merchantsRevenue(() => ({})),
  CompaniesOrdersByCityReport: merchantsRevenue(() => ({})),
  CompaniesOrdersByShipperReport: merchantsRevenue(() => ({})),
  topcdetails_city: async (t, token) => {
    const fixture = await twoShippersDelivered(t, token);
    const [order] = rowsOf(await t.db.execute(sql`select city_id from orders where customer_id = ${fixture.customers[0]} limit 1`));
    return { ...fixture, rights: { revnue: true }, params: () => ({ city: String(order!.city_id) }) };
  },
  topcdetails_shipper: merchantsRevenue((seen) => ({ shipper: String(seen.shipper) })),
  // The merchant's own reports are read by the first merchant's login.
  ownrevenue: twoShippersDelivered,
  ownrevenue_orders: async (t, token) => ({ ...(await twoShippersDelivered(t, token)), params: () => ({ day_date: cairoToday() }) }),
  UnactiveCustomersReport: async (t) => {
    const category = await buildCustomerCategory(t.db);
    const quiet = await buildCustomer(t.db, { category_id: category.id, company_name: 'Quiet, Ltd' });
    const other = await buildCustomer(t.db);
    await buildOrder(t.db, { customer_id: quiet.id, order_date: cairoDaysAgo(45) });
    await buildOrder(t.db, { customer_id: other.id, order_date: cairoDaysAgo(60), total_amount: '99.50' });
    return { params: () => ({}), customers: [quiet.id, other.id], shippers: [(await buildShipper(t.db)).id, (await buildShipper(t.db)).id] };
  },
  revenue: async (t, token) => ({ ...(await twoShippersDelivered(t, token)), params: (seen) => ({ id: String(seen.shipper) }) }),
  newrevenue: twoShippersDelivered,
  ShipperCustodyReport: twoShippersDelivered,
  ShipperClosingRequestReport: twoShippersClosed,
  // The cash their closings brought into the office box.
  financeentries: async (t, token) => ({ ...(await twoShippersClosed(t, token)), params: () => ({ figure: 'office_cash' }) }),
  StockBalance: stockWithTwoCouriers,
  StockReport: stockWithTwoCouriers,
  // The moves of the material to the courier seen.
  stockmoves: async (t) => {
    const fixture = await stockWithTwoCouriers(t);
    return { ...fixture, params: (seen) => ({ shipper: String(seen.shipper), material: String(fixture.material) }) };
  },
  CustomerMaterialBalanceReport: packagingOfTwoMerchants,
  CustomerMaterialDifference: packagingOfTwoMerchants,
  customermaterialmonths: oneMerchantsPackaging,
  customermaterialrequests: oneMerchantsPackaging,
  customermaterialorders: oneMerchantsPackaging,
  issuereport: twoMerchantsIssues,
  issuereport_customer: async (t) => ({ ...(await twoMerchantsIssues(t)), params: (seen) => ({ customer: String(seen.customer) }) }),
  shippertransferreport: twoCouriersTransfers,
  repeatedorders: twoMerchantsRepeated,
  repeatedorders_customer: async (t) => ({ ...(await twoMerchantsRepeated(t)), params: (seen) => ({ customer: String(seen.customer) }) }),
  followordersreport: twoCouriersSheets,
  trackCustomerOrdersList: twoTrackedMerchants,
  shipperevaluationreport: twoShippersClosed,
  shipperevaluationreport_detail: async (t, token) => ({
    ...(await twoShippersClosed(t, token)),
    params: (seen) => ({ shipper: String(seen.shipper) }),
  }),
  userevalation: clerkAtWork,
  codaging: merchantsRevenue(() => ({})),
  deliverytimes: twoCouriersSheets,
  deliverytimes_orders: async (t, token) => ({ ...(await twoCouriersSheets(t, token)), params: (seen) => ({ customer: String(seen.customer) }) }),
  codaging_orders: merchantsRevenue((seen) => ({ customer: String(seen.customer) })),
  userevalation_detail: async (t) => {
    const fixture = await clerkAtWork(t);
    return { ...fixture, params: () => ({ user: String(fixture.clerk) }) };
  },
  trackCustomerOrdersList_customer: async (t, token) => ({
    ...(await twoTrackedMerchants(t, token)),
    params: (seen) => ({ customer: String(seen.customer) }),
  }),
  followordersreport_sheet: async (t, token) => ({
    ...(await twoCouriersSheets(t, token)),
    params: (seen) => ({ shipper: String(seen.shipper), day_date: cairoToday() }),
  }),
};
