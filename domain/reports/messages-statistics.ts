/** The texts of the orders statistics (./orders-statistics.ts), in both languages; ./messages.ts gathers them with the others. */
import type { Catalogue } from '../catalogue';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';

const namesEn = measureMessagesEn.names;
const countsEn = {
  orders: namesEn.orders,
  delivered: namesEn.delivered,
  returned: namesEn.returned,
  success_rate: namesEn.success_rate,
  return_rate: namesEn.return_rate,
};
const figuresEn = {
  ...countsEn,
  refused_with_fee: namesEn.refused_with_fee,
  cod_collected: `${namesEn.cod_collected} (LE)`,
  fees: `${namesEn.fees} (LE)`,
  return_fees: `${namesEn.return_fees} (LE)`,
};
const placesAboutEn =
  'Only the orders of merchants whose revenue you may open are counted: those entered on the days read, by their status now. ' + 'A count opens its orders.';
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
  CompaniesOrdersByCityReport: {
    about: `The orders of every city they go to over the range. ${placesAboutEn} A city opens its merchants.`,
    params: { customer: 'Merchant', category: 'Merchant category' },
    columns: { city_name: 'City', ...countsEn },
  },
  CompaniesOrdersByShipperReport: {
    about: `The orders each shipper holds now (the hub's too), entered over the range. ${placesAboutEn} A shipper opens his merchants.`,
    params: { customer: 'Merchant', category: 'Merchant category' },
    columns: { shipper_name: 'Shipper', ...countsEn },
  },
  topcdetails_city: {
    title: "A city's merchants",
    about: `The merchants whose orders went to one city over the range. ${placesAboutEn}`,
    params: { city: 'City' },
    columns: { customer_name: 'Merchant', ...countsEn },
  },
  topcdetails_shipper: {
    title: "A shipper's merchants",
    about: `The merchants whose orders one shipper holds now, entered over the range. ${placesAboutEn}`,
    params: { shipper: 'Shipper' },
    columns: { customer_name: 'Merchant', ...countsEn },
  },
  topcdetails: {
    about:
      'The orders entered over these days that a count counts: of one merchant, city or shipper when chosen, all or those of an outcome. Cancelled orders are not counted.',
    params: { customer: 'Merchant', city: 'City', shipper: 'Shipper', outcome: 'Outcome' },
    choices: { outcome: { all: 'Every order', delivered: namesEn.delivered, returned: namesEn.returned } },
    columns: { serial: 'Order', order_date: 'Order date', customer_name: 'Merchant', city: 'City', status: 'Status', total_amount: 'Amount (LE)' },
  },
};

const namesAr = measureMessagesAr.names;
const countsAr: Catalogue<typeof countsEn> = {
  orders: namesAr.orders,
  delivered: namesAr.delivered,
  returned: namesAr.returned,
  success_rate: namesAr.success_rate,
  return_rate: namesAr.return_rate,
};
const figuresAr: Catalogue<typeof figuresEn> = {
  ...countsAr,
  refused_with_fee: namesAr.refused_with_fee,
  cod_collected: `${namesAr.cod_collected} (ج.م)`,
  fees: `${namesAr.fees} (ج.م)`,
  return_fees: `${namesAr.return_fees} (ج.م)`,
};
const placesAboutAr = 'لا تُحسب إلا طلبات العملاء الذين يمكنك فتح إيراداتهم: المدخلة في الأيام المقروءة بحالتها الآن. كل عدد يفتح طلباته.';
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
  CompaniesOrdersByCityReport: {
    about: `طلبات كل مدينة تذهب إليها في الفترة. ${placesAboutAr} كل مدينة تفتح عملاءها.`,
    params: { customer: 'العميل', category: 'فئة العميل' },
    columns: { city_name: 'المدينة', ...countsAr },
  },
  CompaniesOrdersByShipperReport: {
    about: `الطلبات التي مع كل مندوب الآن (والمخزن أيضًا)، المدخلة في الفترة. ${placesAboutAr} كل مندوب يفتح عملاءه.`,
    params: { customer: 'العميل', category: 'فئة العميل' },
    columns: { shipper_name: 'المندوب', ...countsAr },
  },
  topcdetails_city: {
    title: 'عملاء مدينة',
    about: `العملاء الذين ذهبت طلباتهم إلى مدينة واحدة في الفترة. ${placesAboutAr}`,
    params: { city: 'المدينة' },
    columns: { customer_name: 'العميل', ...countsAr },
  },
  topcdetails_shipper: {
    title: 'عملاء مندوب',
    about: `العملاء الذين طلباتهم مع مندوب واحد الآن، المدخلة في الفترة. ${placesAboutAr}`,
    params: { shipper: 'المندوب' },
    columns: { customer_name: 'العميل', ...countsAr },
  },
  topcdetails: {
    about: 'الطلبات المدخلة في هذه الأيام التي يحسبها العدد: لعميل أو مدينة أو مندوب إذا اخترته، كلها أو التي لها نتيجة معينة. الطلبات الملغاة لا تُحسب.',
    params: { customer: 'العميل', city: 'المدينة', shipper: 'المندوب', outcome: 'النتيجة' },
    choices: { outcome: { all: 'كل الطلبات', delivered: namesAr.delivered, returned: namesAr.returned } },
    columns: { serial: 'الطلب', order_date: 'تاريخ الطلب', customer_name: 'العميل', city: 'المدينة', status: 'الحالة', total_amount: 'المبلغ (ج.م)' },
  },
};
