/**
 * The texts of the evaluation reports (./shipper-evaluation.ts, ./staff-evaluation.ts) and of the courier score
 * (./courier-score.ts), in both languages; ./messages.ts gathers them.
 */
import type { Catalogue } from '../catalogue';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';

type Names = typeof measureMessagesEn.names;

/** A courier's figures, headed by their measures' names (money naming its currency), after his score and rating. */
const courierColumns = (names: Names, currency: string, score: string, rating: string) => ({
  courier_score: score,
  rating,
  sheet_parcels: names.sheet_parcels,
  sheet_delivered: names.sheet_delivered,
  sheet_failed: names.sheet_failed,
  sheet_success_rate: names.sheet_success_rate,
  first_out: names.first_out,
  first_attempt: names.first_attempt,
  first_attempt_rate: names.first_attempt_rate,
  closings: names.closings,
  closing_expected: `${names.closing_expected} (${currency})`,
  shortage: `${names.shortage} (${currency})`,
  shortage_rate: names.shortage_rate,
  cash_lag_hours: names.cash_lag_hours,
});

const courierEn = courierColumns(measureMessagesEn.names, 'LE', 'Courier score', 'Rating (stars)');
const courierAr = courierColumns(measureMessagesAr.names, 'ج.م', 'درجة المندوب', 'التقييم (نجوم)');

const staffEn = {
  rating: 'Rating (stars)',
  orders_entered: 'Orders entered',
  corrections: 'Corrections',
  issues_answered: 'Issues answered',
  answer_minutes: 'Minutes to answer',
};
const staffAr: typeof staffEn = {
  rating: 'التقييم (نجوم)',
  orders_entered: 'الطلبات المدخلة',
  corrections: 'التعديلات',
  issues_answered: 'المشكلات المُجابة',
  answer_minutes: 'دقائق حتى الرد',
};

const courierAboutEn =
  'the figures he is rated beside: his run sheets (the parcels of merchants you may see) and what became of them, his cash at his closings (the cash expected, the shortages and how long after a delivery its cash reached the office), the average stars of his evaluations for the months the days touch, and the courier score, whose formula is above the table.';
const courierAboutAr =
  'الأرقام التي يُقيَّم بجانبها: كشوفه (طرود التجار الذين يحق لك رؤيتهم) وما آلت إليه، ونقديته في تقفيلاته (النقدية المتوقعة والعجز وكم بعد التسليم وصلت نقديته إلى المكتب)، ومتوسط نجوم تقييماته للأشهر التي تمسها الأيام، ودرجة المندوب ومعادلتها فوق الجدول.';
const staffAboutEn =
  'Orders entered: the orders he created, one by one or by import, on the day he created them. Corrections: his saves that changed an order after it was entered. Issues answered: the issues whose first answer from the office was his, on the day of that answer, with the minutes from their opening to it on average. Rating: the average stars of his evaluations for the months the days touch. Only orders and issues of merchants you may see.';
const staffAboutAr =
  'الطلبات المدخلة: الطلبات التي أنشأها فرديًا أو بالاستيراد، في يوم إنشائها. التعديلات: مرات حفظه تعديلًا على طلب بعد إدخاله. المشكلات المُجابة: المشكلات التي كان أول رد من المكتب عليها رده، في يوم ذلك الرد، مع متوسط الدقائق من فتحها حتى الرد. التقييم: متوسط نجوم تقييماته للأشهر التي تمسها الأيام. فقط طلبات ومشكلات التجار الذين يحق لك رؤيتهم.';

export const evaluationReportsEn = {
  shipperevaluationreport: {
    about: `Each courier's work over the days read, ranked by the courier score: ${courierAboutEn} Only the couriers you may see. A courier opens his months; his parcels open his run sheets.`,
    params: { shipper: 'Courier' },
    columns: { shipper_name: 'Courier', ...courierEn },
  },
  shipperevaluationreport_detail: {
    title: "A courier's months",
    about: `The courier's work month by month over the days read: ${courierAboutEn} A month's parcels open his run sheets of that month.`,
    params: { shipper: 'Courier' },
    columns: { month: 'Month', shipper_name: 'Courier', ...courierEn },
  },
  userevalation: {
    about: `Each staff member's work over the days read beside his rating. ${staffAboutEn} A staff member opens his months.`,
    params: {},
    columns: { user_name: 'Staff member', ...staffEn },
  },
  userevalation_detail: {
    title: "A staff member's months",
    about: `The staff member's work month by month over the days read. ${staffAboutEn}`,
    params: { user: 'Staff member' },
    columns: { month: 'Month', user_name: 'Staff member', ...staffEn },
  },
  score: {
    title: 'Courier score',
    formula:
      'Courier score = (%{parts}) ÷ the sum of the weights of the parts he has figures for in the days read. Cash accuracy = 100 − shortage rate; cash speed = 100 × (1 − hours to hand cash over ÷ %{hours}), not below 0. From 0 to 100.',
    term: '%{weight} × %{part}',
    parts: {
      delivery: 'attempt success rate',
      first_attempt: 'first-attempt success rate',
      cash_accuracy: 'cash accuracy',
      cash_speed: 'cash speed',
    },
    fields: {
      delivery: 'Weight of the attempt success rate',
      first_attempt: 'Weight of the first-attempt success rate',
      cash_accuracy: 'Weight of cash accuracy',
      cash_speed: 'Weight of cash speed',
      lag_hours_zero: 'Hours to hand cash over at which cash speed is 0',
    },
    edit: 'Change the weights',
    save: 'Save the weights',
    saved: 'The weights are saved: every report now scores with them',
    changed: 'Weights set by %{who} on %{day}',
    defaults: 'The company has kept the starting weights',
  },
};

export const evaluationReportsAr: Catalogue<typeof evaluationReportsEn> = {
  shipperevaluationreport: {
    about: `عمل كل مندوب في الأيام المختارة مرتبًا بدرجة المندوب: ${courierAboutAr} فقط المناديب الذين يحق لك رؤيتهم. المندوب يفتح أشهره، وطروده تفتح كشوفه.`,
    params: { shipper: 'المندوب' },
    columns: { shipper_name: 'المندوب', ...courierAr },
  },
  shipperevaluationreport_detail: {
    title: 'أشهر المندوب',
    about: `عمل المندوب شهرًا بشهر في الأيام المختارة: ${courierAboutAr} طرود الشهر تفتح كشوفه في ذلك الشهر.`,
    params: { shipper: 'المندوب' },
    columns: { month: 'الشهر', shipper_name: 'المندوب', ...courierAr },
  },
  userevalation: {
    about: `عمل كل موظف في الأيام المختارة بجانب تقييمه. ${staffAboutAr} الموظف يفتح أشهره.`,
    params: {},
    columns: { user_name: 'الموظف', ...staffAr },
  },
  userevalation_detail: {
    title: 'أشهر الموظف',
    about: `عمل الموظف شهرًا بشهر في الأيام المختارة. ${staffAboutAr}`,
    params: { user: 'الموظف' },
    columns: { month: 'الشهر', user_name: 'الموظف', ...staffAr },
  },
  score: {
    title: 'درجة المندوب',
    formula:
      'درجة المندوب = (%{parts}) ÷ مجموع أوزان الأجزاء التي له فيها أرقام في الأيام المختارة. دقة النقدية = 100 − نسبة العجز؛ سرعة النقدية = 100 × (1 − ساعات تسليم النقدية ÷ %{hours})، ولا تقل عن 0. من 0 إلى 100.',
    term: '%{weight} × %{part}',
    parts: {
      delivery: 'نسبة نجاح المحاولات',
      first_attempt: 'نسبة النجاح من أول محاولة',
      cash_accuracy: 'دقة النقدية',
      cash_speed: 'سرعة النقدية',
    },
    fields: {
      delivery: 'وزن نسبة نجاح المحاولات',
      first_attempt: 'وزن نسبة النجاح من أول محاولة',
      cash_accuracy: 'وزن دقة النقدية',
      cash_speed: 'وزن سرعة النقدية',
      lag_hours_zero: 'ساعات تسليم النقدية التي تصبح عندها سرعة النقدية 0',
    },
    edit: 'تغيير الأوزان',
    save: 'حفظ الأوزان',
    saved: 'حُفظت الأوزان: كل التقارير تحسب بها الآن',
    changed: 'الأوزان حددها %{who} يوم %{day}',
    defaults: 'الشركة تعمل بالأوزان الأولى',
  },
};
