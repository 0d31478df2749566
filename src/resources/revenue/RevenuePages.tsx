import { Route, Routes } from 'react-router-dom';
import { DayOrders } from './DayOrders';
import { RevenueDays } from './RevenueDays';

/**
 * /dashboard/customers/revenue (one merchant's days) with its day's orders below it at `orders`, or the detailed
 * twin /dashboard/customers/revenue_enhanced (`enhanced`), whose days open the same orders page.
 */
export default function RevenuePages({ enhanced }: { enhanced: boolean }) {
  if (enhanced) return <RevenueDays enhanced />;
  return (
    <Routes>
      <Route index element={<RevenueDays />} />
      <Route path="orders" element={<DayOrders />} />
    </Routes>
  );
}
