/** The texts of the cash-on-delivery aging (./cod-aging.ts), in both languages; ./messages.ts gathers them. */
import type { Catalogue } from '../catalogue';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';

/** The days between stages, headed by their measures' names. */
const daysOf = (names: typeof measureMessagesEn.names) => ({
  days_to_close: names.days_to_close,
  days_to_settle: names.days_to_settle,
  days_to_pay: names.days_to_pay,
  days_to_merchant: names.days_to_merchant,
});
const daysEn = daysOf(measureMessagesEn.names);
const daysAr = daysOf(measureMessagesAr.names);
const stagesEn = { with_courier: 'With the courier', in_office: 'In the office', due: 'Due to the merchant', paid: 'Paid out' };
const stagesAr: typeof stagesEn = { with_courier: 'مع المندوب', in_office: 'في المكتب', due: 'مستحقة للتاجر', paid: 'مصروفة' };

const aboutEn =
  "Each delivery the ledger posted over the days read, followed to the merchant: delivered (its cash posted onto the courier), closed (the courier handed it over at a closing that stands), settled (a merchant statement put it on the merchant's balance) and paid out (the merchant's paid payouts reached what was due up to that statement, first due first paid). The days between stages are averaged over the orders that reached the later one.";
const aboutAr =
  'كل تسليم سجّله الدفتر في الأيام المختارة متتبَّعًا حتى التاجر: سُلّم (سُجلت نقديته على المندوب)، قُفّل (سلّمها المندوب في تقفيل قائم)، سُوّي (وضعها كشف حساب على رصيد التاجر)، صُرف (بلغت صرفيات التاجر المدفوعة ما استحق حتى ذلك الكشف، الأقدم استحقاقًا يُصرف أولًا). الأيام بين المراحل متوسطة على الطلبات التي بلغت المرحلة الأخيرة منهما.';

export const codMessagesEn = {
  codaging: {
    about: `${aboutEn} Only the merchants whose money you may see. A merchant, or its cash at a stage, opens its orders.`,
    params: { customer: 'Merchant' },
    columns: {
      customer_name: 'Merchant',
      parcels: 'Deliveries',
      cod: 'Cash collected (LE)',
      with_courier: 'With couriers (LE)',
      in_office: 'In the office (LE)',
      due: 'Due to the merchant (LE)',
      paid: 'Paid out (LE)',
      ...daysEn,
      oldest_unpaid_days: 'Oldest unpaid (days)',
    },
  },
  codaging_orders: {
    title: "A merchant's cash on delivery",
    about: `${aboutEn} Each order opens its page.`,
    params: { customer: 'Merchant', stage: 'Where the cash is' },
    choices: { stage: { all: 'Every stage', ...stagesEn } },
    stages: stagesEn,
    columns: {
      serial: 'Order',
      cod: 'Cash collected (LE)',
      stage: 'Where the cash is',
      delivered_on: 'Delivered',
      closed_on: 'Closed',
      settled_on: 'Settled',
      paid_on: 'Paid out',
      ...daysEn,
    },
  },
};

export const codMessagesAr: Catalogue<typeof codMessagesEn> = {
  codaging: {
    about: `${aboutAr} فقط التجار الذين يحق لك رؤية أموالهم. التاجر، أو نقديته في مرحلة، يفتح طلباته.`,
    params: { customer: 'التاجر' },
    columns: {
      customer_name: 'التاجر',
      parcels: 'التسليمات',
      cod: 'النقدية المحصلة (ج.م)',
      with_courier: 'مع المناديب (ج.م)',
      in_office: 'في المكتب (ج.م)',
      due: 'مستحقة للتاجر (ج.م)',
      paid: 'مصروفة (ج.م)',
      ...daysAr,
      oldest_unpaid_days: 'أقدم غير مصروف (أيام)',
    },
  },
  codaging_orders: {
    title: 'نقدية تحصيل التاجر',
    about: `${aboutAr} كل طلب يفتح صفحته.`,
    params: { customer: 'التاجر', stage: 'أين النقدية' },
    choices: { stage: { all: 'كل المراحل', ...stagesAr } },
    stages: stagesAr,
    columns: {
      serial: 'الطلب',
      cod: 'النقدية المحصلة (ج.م)',
      stage: 'أين النقدية',
      delivered_on: 'سُلّم',
      closed_on: 'قُفّل',
      settled_on: 'سُوّي',
      paid_on: 'صُرف',
      ...daysAr,
    },
  },
};
