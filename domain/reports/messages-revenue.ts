/** The texts of the merchants' revenue reports (./customer-revenue.ts), in both languages; ./messages.ts gathers them with the others. */
import type { Catalogue } from '../catalogue';

const figuresEn = {
  delivered: 'Orders delivered',
  returned: 'Returns',
  collected: 'Collected (LE)',
  fees: 'Delivery fees (LE)',
  return_fees: 'Return fees (LE)',
  net: 'Net (LE)',
};
const aboutEn =
  "Each figure sums the merchant's ledger entries posted on the range's Cairo days. Orders delivered: deliveries less those taken back. " +
  'Returns: returns it was charged a fee for, less those taken back. Collected: the cash recipients paid for its orders. Delivery and ' +
  'return fees: what the company earned on them. Net: what the merchant earned, collected less both fees (a day that only charged a ' +
  'return fee nets below zero).';
const daysEn = { about: aboutEn, params: { id: 'Merchant' }, columns: { day: 'Day', ...figuresEn } };
const filterEn = { has: 'Days shown' };
const choicesEn = { has: { all: 'Every day', delivered: 'Days with deliveries', returned: 'Days with returns' } };
const ordersEn = {
  title: "Orders of a merchant's day",
  about: "Each order whose money moved on the merchant's account that day, with its part of the day: the orders add up to the day's row.",
  params: { id: 'Merchant', day_date: 'Day' },
  columns: { serial: 'Order', status: 'Status', collected: figuresEn.collected, fees: figuresEn.fees, return_fees: figuresEn.return_fees, net: figuresEn.net },
};

export const revenueReportsEn = {
  customerrevenue: daysEn,
  customerrevenue_enhanced: { ...daysEn, params: { ...daysEn.params, ...filterEn }, choices: choicesEn },
  customerrevenue_orders: ordersEn,
  customernewrevenue: {
    about: aboutEn,
    params: { customer_name: 'Merchant or company' },
    columns: { customer_name: 'Merchant', company_name: 'Company', ...figuresEn },
  },
  ownrevenue: { ...daysEn, title: 'My revenue', params: filterEn, choices: choicesEn },
  ownrevenue_orders: { ...ordersEn, title: 'My orders of a day', params: { day_date: 'Day' } },
};

const figuresAr: Catalogue<typeof figuresEn> = {
  delivered: 'الطلبات المسلمة',
  returned: 'المرتجعات',
  collected: 'المحصل (ج.م)',
  fees: 'مصاريف الشحن (ج.م)',
  return_fees: 'مصاريف المرتجع (ج.م)',
  net: 'الصافي (ج.م)',
};
const aboutAr =
  'كل رقم مجموع قيود العميل المسجلة في أيام الفترة بتوقيت القاهرة. الطلبات المسلمة: التسليمات ناقص ما أُلغي منها. ' +
  'المرتجعات: ما حُسبت عليه مصاريف مرتجع ناقص ما أُلغي منها. المحصل: ما دفعه المستلمون عن طلباته. مصاريف الشحن والمرتجع: ما ' +
  'كسبته الشركة عليها. الصافي: ما كسبه العميل، المحصل ناقص المصاريف (اليوم الذي به مصاريف مرتجع فقط صافيه بالسالب).';
const daysAr = { about: aboutAr, params: { id: 'العميل' }, columns: { day: 'اليوم', ...figuresAr } };
const filterAr = { has: 'الأيام المعروضة' };
const choicesAr = { has: { all: 'كل الأيام', delivered: 'أيام بها تسليمات', returned: 'أيام بها مرتجعات' } };
const ordersAr = {
  title: 'طلبات يوم للعميل',
  about: 'كل طلب تحركت أمواله في حساب العميل في ذلك اليوم، بنصيبه من اليوم: مجموع الطلبات يساوي صف اليوم.',
  params: { id: 'العميل', day_date: 'اليوم' },
  columns: { serial: 'الطلب', status: 'الحالة', collected: figuresAr.collected, fees: figuresAr.fees, return_fees: figuresAr.return_fees, net: figuresAr.net },
};

export const revenueReportsAr: Catalogue<typeof revenueReportsEn> = {
  customerrevenue: daysAr,
  customerrevenue_enhanced: { ...daysAr, params: { ...daysAr.params, ...filterAr }, choices: choicesAr },
  customerrevenue_orders: ordersAr,
  customernewrevenue: {
    about: aboutAr,
    params: { customer_name: 'العميل أو الشركة' },
    columns: { customer_name: 'العميل', company_name: 'الشركة', ...figuresAr },
  },
  ownrevenue: { ...daysAr, title: 'إيراداتي', params: filterAr, choices: choicesAr },
  ownrevenue_orders: { ...ordersAr, title: 'طلباتي في يوم', params: { day_date: 'اليوم' } },
};
