/** Every report and desk on the kit (./kit.ts): the server registers, the browser mounts and the tests check each one here. */
import {
  customerDayOrdersReport,
  customerDaysDetailedReport,
  customerDaysReport,
  customersRevenueReport,
  ownDayOrdersReport,
  ownDaysReport,
} from './customer-revenue';
import { expensesReport } from './expenses';
import { financeEntriesReport } from './finance-entries';
import { reportUrl, type ReportDeclaration, type ReportParam } from './kit';
import {
  customerMaterialBalanceReport,
  customerMaterialDifferenceReport,
  customerMaterialMonthsReport,
  customerMaterialOrdersReport,
  customerMaterialRequestsReport,
} from './material-usage';
import { followOrdersReport, sheetOrdersReport } from './follow-orders';
import { issueReport, merchantIssuesReport } from './issues';
import { shipperEvaluationDetail, shipperEvaluationReport } from './shipper-evaluation';
import { staffEvaluationDetail, staffEvaluationReport } from './staff-evaluation';
import { codAgingOrdersReport, codAgingReport } from './cod-aging';
import { deliveryTimesOrdersReport, deliveryTimesReport } from './delivery-times';
import { trackedCustomerOrdersReport, trackedCustomersReport } from './tracked-customers';
import { ordersByCityReport } from './orders-by-city';
import {
  cityMerchantsReport,
  dayStatisticsReport,
  merchantStatisticsReport,
  ordersByCityStatisticsReport,
  ordersByShipperStatisticsReport,
  ordersStatisticsReport,
  shipperMerchantsReport,
  statisticsOrdersReport,
  topCompaniesReport,
} from './orders-statistics';
import { merchantRepeatedOrdersReport, repeatedOrdersReport } from './repeated-orders';
import { shipperClosingsReport } from './shipper-closings';
import { shipperCustodyReport } from './shipper-custody';
import { shipperDaysReport, shippersRevenueReport } from './shipper-revenue';
import { shipperTransferReport } from './shipper-transfers';
import { stockBalanceReport, stockMovesReport, stockReport } from './stock';
import { unactiveCustomersReport } from './unactive-customers';

export const REPORTS: readonly ReportDeclaration<Record<string, ReportParam>>[] = [
  customerDaysReport,
  customerDaysDetailedReport,
  customerDayOrdersReport,
  customersRevenueReport,
  expensesReport,
  financeEntriesReport,
  ownDaysReport,
  ownDayOrdersReport,
  ordersByCityReport,
  ordersStatisticsReport,
  topCompaniesReport,
  merchantStatisticsReport,
  dayStatisticsReport,
  ordersByCityStatisticsReport,
  ordersByShipperStatisticsReport,
  cityMerchantsReport,
  shipperMerchantsReport,
  statisticsOrdersReport,
  shipperClosingsReport,
  shipperCustodyReport,
  shipperDaysReport,
  shippersRevenueReport,
  stockBalanceReport,
  stockReport,
  stockMovesReport,
  customerMaterialBalanceReport,
  customerMaterialDifferenceReport,
  customerMaterialMonthsReport,
  customerMaterialRequestsReport,
  customerMaterialOrdersReport,
  unactiveCustomersReport,
  issueReport,
  merchantIssuesReport,
  shipperTransferReport,
  repeatedOrdersReport,
  merchantRepeatedOrdersReport,
  followOrdersReport,
  sheetOrdersReport,
  trackedCustomersReport,
  trackedCustomerOrdersReport,
  shipperEvaluationReport,
  shipperEvaluationDetail,
  staffEvaluationReport,
  staffEvaluationDetail,
  codAgingReport,
  codAgingOrdersReport,
  deliveryTimesReport,
  deliveryTimesOrdersReport,
];

const BY_NAME: ReadonlyMap<string, ReportDeclaration> = new Map(REPORTS.map((report) => [report.name, report]));

/** The report declared for screen `name`, if it is one. */
export const reportNamed = (name: string): ReportDeclaration | undefined => BY_NAME.get(name);

/** The report a page lies below (a day's orders below a merchant's days): the one whose address is its own less the last step. */
export const parentReport = (report: ReportDeclaration): ReportDeclaration | undefined => {
  const up = reportUrl(report).replace(/\/[^/]+$/, '');
  return REPORTS.find((other) => reportUrl(other) === up);
};
