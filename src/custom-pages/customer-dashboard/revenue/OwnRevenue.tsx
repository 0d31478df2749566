import { RevenueDays } from '../../../resources/revenue/RevenueDays';

/**
 * /customerdashboard/revenue: the merchant's own revenue by day (the staff's detailed view, for itself only: its
 * session's customer), each day opening its orders.
 */
export default function OwnRevenue() {
  return <RevenueDays own enhanced />;
}
