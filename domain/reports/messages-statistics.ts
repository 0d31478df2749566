/** The texts of the orders statistics (./orders-statistics.ts), in both languages; ./messages.ts gathers them with the others. */
import type { Catalogue } from '../catalogue';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';

const namesEn = measureMessagesEn.names;
const figuresEn = {
  orders: namesEn.orders,
  delivered: namesEn.delivered,
  returned: namesEn.returned,
  success_rate: namesEn.success_rate,
  return_rate: namesEn.return_rate,
  refused_with_fee: namesEn.refused_with_fee,
  cod_collected: `${namesEn.cod_collected} (LE)`,
  fees: `${namesEn.fees} (LE)`,
  return_fees: `${namesEn.return_fees} (LE)`,
};
const aboutEn =
  'Only the merchants whose revenue you may open are counted. The counts are of the orders entered on the days read, by ' +
  'their status now; the money is what the ledger posted on those days. A count opens its orders.';

export const statisticsReportsEn = {
  OrdersStatistics: {
    about: `Each day of the range for every merchant. ${aboutEn} A day opens its merchants.`,
    params: { category: 'Merchant category' },
    columns: { day: 'Day', ...figuresEn },
  },
  TopCompaniesByOrderReport: {
    about: `The merchants ranked by their orders over the range. ${aboutEn} A merchant opens its days.`,
    params: { category: 'Merchant category', customer_name: 'Merchant or company' },
    columns: { customer_name: 'Merchant', company_name: 'Company', ...figuresEn },
  },
  topcdetails_customer: {
    title: "A merchant's days",
    about: `One merchant's figures by day. ${aboutEn}`,
    params: { customer: 'Merchant' },
    columns: { day: 'Day', ...figuresEn },
  },
  topcdetails_day: {
    title: "A day's merchants",
    about: `Every merchant's figures of one day. ${aboutEn} A merchant opens its day.`,
    params: { day_date: 'Day' },
    columns: { customer_name: 'Merchant', ...figuresEn },
  },
  topcdetails: {
    about: 'The orders entered over these days that a count counts: of one merchant when chosen, all or those of an outcome. Cancelled orders are not counted.',
    params: { customer: 'Merchant', outcome: 'Outcome' },
    choices: { outcome: { all: 'Every order', delivered: namesEn.delivered, returned: namesEn.returned } },
    columns: { serial: 'Order', order_date: 'Order date', customer_name: 'Merchant', city: 'City', status: 'Status', total_amount: 'Amount (LE)' },
  },
};

const namesAr = measureMessagesAr.names;
const figuresAr: Catalogue<typeof figuresEn> = {
  orders: namesAr.orders,
  delivered: namesAr.delivered,
  returned: namesAr.returned,
  success_rate: namesAr.success_rate,
  return_rate: namesAr.return_rate,
  refused_with_fee: namesAr.refused_with_fee,
  cod_collected: `${namesAr.cod_collected} (ج.م)`,
  fees: `${namesAr.fees} (ج.م)`,
  return_fees: `${namesAr.return_fees} (ج.م)`,
};
const aboutAr =
  'لا يُحسب إلا العملاء الذين يمكنك فتح إيراداتهم. الأعداد للطلبات المدخلة في الأيام المقروءة بحالتها الآن، والمبالغ ما سجله ' +
  'دفتر الأستاذ في تلك الأيام. كل عدد يفتح طلباته.';

export const statisticsReportsAr: Catalogue<typeof statisticsReportsEn> = {
  OrdersStatistics: {
    about: `كل يوم في الفترة لكل العملاء. ${aboutAr} كل يوم يفتح عملاءه.`,
    params: { category: 'فئة العميل' },
    columns: { day: 'اليوم', ...figuresAr },
  },
  TopCompaniesByOrderReport: {
    about: `العملاء مرتبون حسب طلباتهم في الفترة. ${aboutAr} كل عميل يفتح أيامه.`,
    params: { category: 'فئة العميل', customer_name: 'العميل أو الشركة' },
    columns: { customer_name: 'العميل', company_name: 'الشركة', ...figuresAr },
  },
  topcdetails_customer: {
    title: 'أيام عميل',
    about: `أرقام عميل واحد يومًا بيوم. ${aboutAr}`,
    params: { customer: 'العميل' },
    columns: { day: 'اليوم', ...figuresAr },
  },
  topcdetails_day: {
    title: 'عملاء يوم',
    about: `أرقام كل عميل في يوم واحد. ${aboutAr} كل عميل يفتح يومه.`,
    params: { day_date: 'اليوم' },
    columns: { customer_name: 'العميل', ...figuresAr },
  },
  topcdetails: {
    about: 'الطلبات المدخلة في هذه الأيام التي يحسبها العدد: لعميل واحد إذا اخترته، كلها أو التي لها نتيجة معينة. الطلبات الملغاة لا تُحسب.',
    params: { customer: 'العميل', outcome: 'النتيجة' },
    choices: { outcome: { all: 'كل الطلبات', delivered: namesAr.delivered, returned: namesAr.returned } },
    columns: { serial: 'الطلب', order_date: 'تاريخ الطلب', customer_name: 'العميل', city: 'المدينة', status: 'الحالة', total_amount: 'المبلغ (ج.م)' },
  },
};
