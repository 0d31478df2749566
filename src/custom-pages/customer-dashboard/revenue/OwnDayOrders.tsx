import { DayOrders } from '../../../resources/revenue/DayOrders';

/** /customerdashboard/revenue/orders?day_date=: the merchant's own orders of one day, each opening its page. */
export default function OwnDayOrders() {
  return <DayOrders own />;
}
