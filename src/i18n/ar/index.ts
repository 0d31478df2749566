import { raArabic } from '../ra-ar';
import type { appMessagesEn } from '../en/index';
import type { Catalogue } from '../types';
import { sharedAr } from './shared';
import { appAr } from './app';
import { screensAr } from './screens';
import { resourcesAr } from './resources';
import { publicAr } from './public';
import { merchantAr } from './merchant';
import { requestDeskAr } from './requests';
import { issueThreadsAr } from './issues';
import { merchantReportsAr } from './merchant-reports';
import { trackingAr } from './tracking';
import { importAr } from './import';
import { closingsAr } from './closings';
import { settlementsAr } from './settlements';
import { stockEntriesAr } from './stock-entries';
import { stockCountsAr } from './stock-counts';
import { dispatchAr } from './dispatch';
import { followUpAr } from './follow-up';
import { shipperReportsAr } from './shipper-reports';
import { revenueAr } from './revenue';
import { reportMessagesAr } from '../../../domain/reports/messages';

export const appMessagesAr: Catalogue<typeof appMessagesEn> = {
  ...sharedAr,
  app: appAr,
  screens: screensAr,
  resources: resourcesAr,
  public: publicAr,
  customer_orders: merchantAr,
  request_desk: requestDeskAr,
  issue_threads: issueThreadsAr,
  customer_reports: merchantReportsAr,
  tracking: trackingAr,
  order_import: importAr,
  closings: closingsAr,
  // The server's settlement messages (domain/messages/settlements.ts) and the screens' share the group.
  settlements: { ...sharedAr.settlements, ...settlementsAr },
  stock_entry: { ...sharedAr.stock_entry, ...stockEntriesAr },
  stock_count: { ...sharedAr.stock_count, ...stockCountsAr },
  dispatch_screens: dispatchAr,
  follow_up: followUpAr,
  shipper_reports: shipperReportsAr,
  revenue: revenueAr,
  reports: reportMessagesAr,
};

export const ar = { ...raArabic, ...appMessagesAr };
