/**
 * The texts of the follow-up report by courier and day (./follow-orders.ts) and of the merchants followed closely
 * (./tracked-customers.ts), in both languages; ./messages.ts gathers them.
 */
import type { Catalogue } from '../catalogue';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';

const figureNames = <N extends typeof measureMessagesEn.names>(names: N) => ({
  sheet_parcels: names.sheet_parcels,
  first_out: names.first_out,
  sheet_delivered: names.sheet_delivered,
  sheet_failed: names.sheet_failed,
  sheet_hold: names.sheet_hold,
  sheet_out: names.sheet_out,
  carried_over: names.carried_over,
  first_attempt: names.first_attempt,
});

const namesEn = measureMessagesEn.names;
const figuresEn = figureNames(namesEn);
const { sheet_parcels: _allEn, ...choicesEn } = figuresEn;

const statesEn = {
  awaiting_pickup: 'Awaiting pickup',
  at_hub: 'At the hub',
  out: 'Out with a courier',
  hold: 'On hold',
  undelivered: 'Undelivered, coming back',
};
const openEn = { open: 'Open orders', ...statesEn };

export const followReportsEn = {
  followordersreport: {
    about:
      "Each courier's run sheet of the days read (the parcels handed to him that morning) and what became of its parcels. " +
      'A parcel counts on every sheet it went out on: on its last one by its status now (delivered; failed: undelivered, ' +
      'refused, returned, or brought back to the hub; on hold; still out), on the earlier ones as carried over. Only the couriers you may see, and of their parcels those of merchants you ' +
      'may see. Each figure opens its parcels.',
    params: { shipper: 'Courier' },
    columns: {
      day: 'Day',
      shipper_name: 'Courier',
      ...figuresEn,
      sheet_success_rate: namesEn.sheet_success_rate,
      first_attempt_rate: namesEn.first_attempt_rate,
    },
    outcomes: { delivered: 'Delivered', failed: 'Failed', hold: 'On hold', out: 'Still out', carried_over: 'Carried over' },
  },
  followordersreport_sheet: {
    title: "A courier's run sheet",
    about:
      "The parcels on the courier's run sheet of the day, all or those behind one figure. Attempt: the sheet's place among " +
      'the sheets the parcel went out on. Each opens its order.',
    params: { shipper: 'Courier', day_date: 'Day', outcome: 'Figure' },
    choices: { outcome: { all: 'Every parcel', ...choicesEn } },
    columns: {
      serial: 'Order',
      customer_name: 'Merchant',
      city: 'City',
      attempt: 'Attempt',
      sheets: 'Times out',
      outcome: 'Outcome here',
      status: 'Status now',
    },
  },
  trackCustomerOrdersList: {
    about:
      'The merchants the office follows closely, with who put each on the list, when and why, and their open orders now ' +
      '(neither delivered, returned nor cancelled) by where they stand. Only merchants whose orders you may view. Each ' +
      'figure opens its orders; the oldest open is the days since its order date.',
    params: { customer: 'Merchant' },
    columns: {
      customer_name: 'Merchant',
      followed_by: 'Followed by',
      since: 'Since',
      note: 'Why',
      ...openEn,
      oldest_open_days: 'Oldest open (days)',
      entered_today: 'Entered today',
    },
    states: statesEn,
    follow: {
      title: 'Follow a merchant',
      customer: 'Merchant',
      note: 'Why (optional)',
      add: 'Follow',
      added: 'The merchant is followed now',
      remove_title: 'Stop following this merchant?',
      remove_content: '%{name} leaves the list; its orders stay as they are.',
      removed: 'The merchant is no longer followed',
      none: 'No merchant is followed yet: choose one above.',
    },
  },
  trackCustomerOrdersList_customer: {
    title: "A followed merchant's open orders",
    about: "The merchant's open orders, oldest first, all or those in one place; each opens its order.",
    params: { customer: 'Merchant', state: 'Where' },
    choices: { state: { all: 'Every open order', ...statesEn } },
    columns: {
      serial: 'Order',
      order_date: 'Order date',
      state: 'Where',
      status: 'Status',
      shipper_name: 'Courier',
      city: 'City',
      age_days: 'Days open',
    },
  },
};

const namesAr = measureMessagesAr.names;
const figuresAr = figureNames(namesAr);
const { sheet_parcels: _allAr, ...choicesAr } = figuresAr;

const statesAr = { awaiting_pickup: 'بانتظار الاستلام', at_hub: 'في المخزن', out: 'مع مندوب', hold: 'مؤجلة', undelivered: 'لم تُسلّم، في طريق العودة' };
const openAr = { open: 'الطلبات المفتوحة', ...statesAr };

export const followReportsAr: Catalogue<typeof followReportsEn> = {
  followordersreport: {
    about:
      'كشف كل مندوب في الأيام المختارة (الطرود التي سُلّمت له صباحًا) وما آلت إليه طروده. يُحسب الطرد على كل كشف خرج عليه: ' +
      'على آخرها بحالته الآن (مسلّم؛ لم يُسلّم: مرفوض أو مرتجع أو أُعيد إلى المخزن؛ مؤجل؛ ما زال بالخارج)، وعلى ما قبله مُرحّلًا. فقط المناديب الذين يحق لك ' +
      'رؤيتهم، ومن طرودهم طرود التجار الذين يحق لك رؤيتهم. كل رقم يفتح طروده.',
    params: { shipper: 'المندوب' },
    columns: {
      day: 'اليوم',
      shipper_name: 'المندوب',
      ...figuresAr,
      sheet_success_rate: namesAr.sheet_success_rate,
      first_attempt_rate: namesAr.first_attempt_rate,
    },
    outcomes: { delivered: 'مسلّم', failed: 'لم يُسلّم', hold: 'مؤجل', out: 'ما زال بالخارج', carried_over: 'مُرحّل' },
  },
  followordersreport_sheet: {
    title: 'كشف مندوب',
    about: 'الطرود على كشف المندوب في اليوم، كلها أو التي خلف رقم واحد. المحاولة: ترتيب الكشف بين الكشوف التي خرج عليها الطرد. كل طرد يفتح طلبه.',
    params: { shipper: 'المندوب', day_date: 'اليوم', outcome: 'الرقم' },
    choices: { outcome: { all: 'كل الطرود', ...choicesAr } },
    columns: {
      serial: 'الطلب',
      customer_name: 'التاجر',
      city: 'المدينة',
      attempt: 'المحاولة',
      sheets: 'مرات الخروج',
      outcome: 'النتيجة هنا',
      status: 'الحالة الآن',
    },
  },
  trackCustomerOrdersList: {
    about:
      'التجار الذين يتابعهم المكتب عن قرب، ومن أضاف كلًا منهم ومتى ولماذا، وطلباتهم المفتوحة الآن (غير المسلمة أو المرتجعة ' +
      'أو الملغاة) حسب مكانها. فقط التجار الذين يحق لك رؤية طلباتهم. كل رقم يفتح طلباته؛ الأقدم المفتوح: الأيام منذ تاريخ طلبه.',
    params: { customer: 'التاجر' },
    columns: {
      customer_name: 'التاجر',
      followed_by: 'يتابعه',
      since: 'منذ',
      note: 'السبب',
      ...openAr,
      oldest_open_days: 'الأقدم المفتوح (أيام)',
      entered_today: 'أُدخلت اليوم',
    },
    states: statesAr,
    follow: {
      title: 'متابعة تاجر',
      customer: 'التاجر',
      note: 'السبب (اختياري)',
      add: 'متابعة',
      added: 'أصبح التاجر تحت المتابعة',
      remove_title: 'إيقاف متابعة هذا التاجر؟',
      remove_content: 'سيخرج %{name} من القائمة؛ وتبقى طلباته كما هي.',
      removed: 'لم يعد التاجر تحت المتابعة',
      none: 'لا يوجد تاجر تحت المتابعة بعد: اختر تاجرًا أعلاه.',
    },
  },
  trackCustomerOrdersList_customer: {
    title: 'الطلبات المفتوحة لتاجر تحت المتابعة',
    about: 'طلبات التاجر المفتوحة، الأقدم أولًا، كلها أو التي في مكان واحد؛ كل طلب يفتح صفحته.',
    params: { customer: 'التاجر', state: 'المكان' },
    choices: { state: { all: 'كل الطلبات المفتوحة', ...statesAr } },
    columns: {
      serial: 'الطلب',
      order_date: 'تاريخ الطلب',
      state: 'المكان',
      status: 'الحالة',
      shipper_name: 'المندوب',
      city: 'المدينة',
      age_days: 'أيام الفتح',
    },
  },
};
