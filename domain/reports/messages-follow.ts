/** The texts of the follow-up report by courier and day (./follow-orders.ts), in both languages; ./messages.ts gathers them. */
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
};

const namesAr = measureMessagesAr.names;
const figuresAr = figureNames(namesAr);
const { sheet_parcels: _allAr, ...choicesAr } = figuresAr;

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
};
