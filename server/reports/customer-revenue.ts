/**
 * The merchants' revenue reports (domain/reports/customer-revenue.ts): staff read the merchants whose money they
 * may see (server/revenue/access.ts), a merchant login its own customer only.
 */
import {
  customerDayOrdersReport,
  customerDaysDetailedReport,
  customerDaysReport,
  customersRevenueReport,
  ownDayOrdersReport,
  ownDaysReport,
} from '../../domain/reports/customer-revenue';
import { customers } from '../db/schema';
import { ownMerchant, staffMerchant } from '../revenue/access';
import { merchantDaysOf, merchantsOf } from '../revenue/days';
import { dayOrders } from '../revenue/orders';
import { moneyCustomers } from '../settlements/access';
import { serve } from './kit';

export const customerDays = serve(customerDaysReport, async (db, scope, params, range) => ({
  rows: await merchantDaysOf(db, await staffMerchant(db, scope, params.id!), range!),
}));

export const customerDaysDetailed = serve(customerDaysDetailedReport, async (db, scope, params, range) => ({
  rows: await merchantDaysOf(db, await staffMerchant(db, scope, params.id!), { ...range!, has: params.has }),
}));

export const customerDayOrders = serve(customerDayOrdersReport, async (db, scope, params) => ({
  rows: await dayOrders(db, await staffMerchant(db, scope, params.id!), params.day_date!, scope.fields.show_order_serial),
}));

export const customersRevenue = serve(customersRevenueReport, async (db, scope, params, range) => ({
  rows: await merchantsOf(db, moneyCustomers(scope, customers.id), { ...range!, name: params.customer_name }),
}));

// A merchant's own days do not name its customer: it is the caller's own.
export const ownDays = serve(ownDaysReport, async (db, scope, params, range) => ({
  rows: (await merchantDaysOf(db, ownMerchant(scope), { ...range!, has: params.has })).map(({ customer_id: _own, ...day }) => day),
}));

export const ownDayOrders = serve(ownDayOrdersReport, async (db, scope, params) => ({
  rows: await dayOrders(db, ownMerchant(scope), params.day_date!, true),
}));
