/**
 * UnactiveCustomersReport (spec section 2, Reports; section 7: `POST get_unactive_customers_report` and
 * `active_customers`): the merchants who have sent no order for `days` days, or, with `active`, those who have.
 * - last_order: the day of the merchant's latest order that was not cancelled (none: never ordered);
 * - days_inactive: whole Cairo days from that day to today (from the merchant's creation when it never ordered);
 * - usual_orders: its orders a month before it went quiet: the orders of the 90 days up to its last order, divided
 *   by three and rounded, the volume the company stands to lose;
 * - total_orders: every order it ever sent that was not cancelled.
 * A merchant switched off (is_active false) is no longer a customer to win back and is left out.
 */
import { defineReport, param } from './kit';

export const unactiveCustomersReport = defineReport({
  name: 'UnactiveCustomersReport',
  id: 'id',
  params: {
    days: param.count({ minimum: 1, maximum: 3650, default: 30 }),
    category: param.reference('customercategory'),
    active: param.flag(),
  },
  columns: [
    { key: 'name', kind: 'link', drill: '/dashboard/customers/edit/{id}' },
    { key: 'company_name', kind: 'text' },
    { key: 'phone', kind: 'text', mask: { contact: 'phone', customerKey: 'id' }, unsortable: true },
    { key: 'category', kind: 'name', unsortable: true },
    { key: 'last_order', kind: 'date', drill: '/dashboard/adminorders/customer/{id}' },
    { key: 'days_inactive', kind: 'count' },
    { key: 'usual_orders', kind: 'count', total: true },
    { key: 'total_orders', kind: 'count', total: true, drill: '/dashboard/adminorders/customer/{id}' },
  ],
  defaultSort: { field: 'usual_orders', order: 'DESC' },
  chart: { kind: 'bar', x: 'name', y: ['usual_orders'], top: 10 },
  aliases: [{ path: '/get_unactive_customers_report' }, { path: '/active_customers', params: { active: true } }],
});
