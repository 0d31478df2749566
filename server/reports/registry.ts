/**
 * Every report the server serves on the kit, registered in one plugin: adding a report adds one line here (its
 * declaration's line in domain/reports/catalogue.ts says the same to the browser; a test checks both lists agree).
 */
import type { FastifyInstance } from 'fastify';
import { customerDayOrders, customerDays, customerDaysDetailed, customersRevenue, ownDayOrders, ownDays } from './customer-revenue';
import { expenses } from './expenses';
import { financeEntriesRead } from './finance-entries';
import { followOrders, sheetOrders } from './follow-orders';
import { issuesByMerchant, merchantIssues } from './issues';
import { shipperEvaluation, shipperEvaluationMonths } from './shipper-evaluation';
import { staffEvaluation, staffEvaluationMonths } from './staff-evaluation';
import { codAging, codAgingOrders } from './cod-aging';
import { deliveryTimes, deliveryTimesOrders } from './delivery-times';
import { trackedCustomerOrders, trackedCustomersRead } from './tracked-customers';
import { registerReport, type ServedReport } from './kit';
import { customerMaterialBalance, customerMaterialDifference, customerMaterialMonths } from './material-usage';
import { customerMaterialOrders, customerMaterialRequests } from './material-usage-rows';
import { ordersByCityRead } from './orders-by-city';
import {
  cityMerchants,
  dayStatistics,
  merchantStatistics,
  ordersByCityStatistics,
  ordersByShipperStatistics,
  ordersStatistics,
  shipperMerchants,
  statisticsOrders,
  topCompanies,
} from './orders-statistics';
import { merchantRepeatedOrders, repeatedOrders } from './repeated-orders';
import { shipperClosingsRead } from '../shipper-reports/closing-report';
import { shipperCustody } from '../shipper-reports/custody';
import { shipperDays, shippersRevenue } from './shipper-revenue';
import { shipperTransfers } from './shipper-transfers';
import { stockMovement } from './stock';
import { stockBalance } from './stock-balance';
import { stockMoves } from './stock-moves';
import { unactiveCustomers } from './unactive-customers';

export const SERVED_REPORTS: readonly ServedReport[] = [
  customerDays,
  customerDaysDetailed,
  customerDayOrders,
  customersRevenue,
  expenses,
  financeEntriesRead,
  ownDays,
  ownDayOrders,
  ordersByCityRead,
  ordersStatistics,
  topCompanies,
  merchantStatistics,
  dayStatistics,
  ordersByCityStatistics,
  ordersByShipperStatistics,
  cityMerchants,
  shipperMerchants,
  statisticsOrders,
  shipperClosingsRead,
  shipperCustody,
  shipperDays,
  shippersRevenue,
  stockBalance,
  stockMovement,
  stockMoves,
  customerMaterialBalance,
  customerMaterialDifference,
  customerMaterialMonths,
  customerMaterialRequests,
  customerMaterialOrders,
  unactiveCustomers,
  issuesByMerchant,
  merchantIssues,
  shipperTransfers,
  repeatedOrders,
  merchantRepeatedOrders,
  followOrders,
  sheetOrders,
  trackedCustomersRead,
  trackedCustomerOrders,
  shipperEvaluation,
  shipperEvaluationMonths,
  staffEvaluation,
  staffEvaluationMonths,
  codAging,
  codAgingOrders,
  deliveryTimes,
  deliveryTimesOrders,
];

export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  for (const served of SERVED_REPORTS) registerReport(app, served);
}
