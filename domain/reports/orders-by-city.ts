/**
 * The merchant's orders by city (spec section 2: customerdashboard report/TopCReport; domain/orders/by-city.ts says
 * what each count holds): its own orders of the range of order dates (the last 30 days unless chosen), cancelled ones
 * left out, by city, most first; each city opens those very orders (report/TopCReportDetails, an order list).
 */
import { defineReport } from './kit';

export const ordersByCityReport = defineReport({
  name: 'TopCReport',
  merchant: '/customerdashboard/report/TopCReport',
  id: 'city',
  params: {},
  range: { days: 30 },
  columns: [
    { key: 'city_name', kind: 'name', drill: '/customerdashboard/report/TopCReportDetails?city={city}&order_date={from_date}&to_date={to_date}' },
    { key: 'count', kind: 'count', total: true },
    { key: 'delivered', kind: 'count', total: true },
    { key: 'returned', kind: 'count', total: true },
  ],
  defaultSort: { field: 'count', order: 'DESC' },
  chart: { kind: 'bar', x: 'city_name', y: ['count'], top: 10 },
});
