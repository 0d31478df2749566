/** The texts of the evaluation reports (./shipper-evaluation.ts), in both languages; ./messages.ts gathers them. */
import type { Catalogue } from '../catalogue';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';

type Names = typeof measureMessagesEn.names;

/** A courier's figures, headed by their measures' names (money naming its currency). */
const courierColumns = (names: Names, currency: string) => ({
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

export const evaluationReportsEn = {
  shipperevaluationreport: {
    about:
      "Each courier's work over the days read, the figures he is rated beside: his run sheets (the parcels of merchants " +
      'you may see) and what became of them, and his cash at his closings: the cash expected, the shortages and how long ' +
      'after a delivery its cash reached the office. Only the couriers you may see. A courier opens his run sheets.',
    params: { shipper: 'Courier' },
    columns: { shipper_name: 'Courier', ...courierColumns(measureMessagesEn.names, 'LE') },
  },
};

export const evaluationReportsAr: Catalogue<typeof evaluationReportsEn> = {
  shipperevaluationreport: {
    about:
      'عمل كل مندوب في الأيام المختارة، الأرقام التي يُقيَّم بجانبها: كشوفه (طرود التجار الذين يحق لك رؤيتهم) وما آلت إليه، ' +
      'ونقديته في تقفيلاته: النقدية المتوقعة والعجز وكم بعد التسليم وصلت نقديته إلى المكتب. فقط المناديب الذين يحق لك ' +
      'رؤيتهم. المندوب يفتح كشوفه.',
    params: { shipper: 'المندوب' },
    columns: { shipper_name: 'المندوب', ...courierColumns(measureMessagesAr.names, 'ج.م') },
  },
};
