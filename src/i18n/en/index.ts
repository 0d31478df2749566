import englishMessages from 'ra-language-english';
import { sharedMessages } from '../../../domain/messages';
import { appEn } from './app';
import { screensEn } from './screens';
import { resourcesEn } from './resources';
import { publicEn } from './public';
import { merchantEn } from './merchant';
import { requestDeskEn } from './requests';
import { issueThreadsEn } from './issues';
import { merchantReportsEn } from './merchant-reports';
import { trackingEn } from './tracking';
import { importEn } from './import';
import { closingsEn } from './closings';
import { settlementsEn } from './settlements';
import { dispatchEn } from './dispatch';
import { followUpEn } from './follow-up';
import { shipperReportsEn } from './shipper-reports';
import { revenueEn } from './revenue';
import { stockEntriesEn } from './stock-entries';
import { stockCountsEn } from './stock-counts';
import { reportMessagesEn } from '../../../domain/reports/messages';

/** Our own English strings (react-admin's are merged in `en`). */
export const appMessagesEn = {
  ...sharedMessages,
  app: appEn,
  screens: screensEn,
  resources: resourcesEn,
  public: publicEn,
  customer_orders: merchantEn,
  request_desk: requestDeskEn,
  issue_threads: issueThreadsEn,
  customer_reports: merchantReportsEn,
  tracking: trackingEn,
  order_import: importEn,
  closings: closingsEn,
  // The server's settlement messages (domain/messages/settlements.ts) and the screens' share the group.
  settlements: { ...sharedMessages.settlements, ...settlementsEn },
  dispatch_screens: dispatchEn,
  follow_up: followUpEn,
  shipper_reports: shipperReportsEn,
  revenue: revenueEn,
  // The server's stock entry messages (domain/messages/stock-entries.ts) and the screens' share the group.
  stock_entry: { ...sharedMessages.stock_entry, ...stockEntriesEn },
  // The server's stock count messages (domain/messages/stock-counts.ts) and the screens' share the group.
  stock_count: { ...sharedMessages.stock_count, ...stockCountsEn },
  reports: reportMessagesEn,
};

export const en = { ...englishMessages, ...appMessagesEn };
