/**
 * The texts of the issues, courier transfer and repeated orders reports (./issues.ts, ./shipper-transfers.ts,
 * ./repeated-orders.ts), in both languages; ./messages.ts gathers them.
 */
import type { Catalogue } from '../catalogue';

const kindsEn = { order: 'About an order', general: 'General' };
const issueFiguresEn = {
  first_answer_minutes: 'First answer, average (minutes)',
  close_hours: 'Time to close, average (hours)',
};
const issueFilterEn = { params: { customer: 'Merchant', kind: 'Kind' }, choices: { kind: { all: 'Every kind', ...kindsEn } } };
const issuesAboutEn =
  'The issues merchants opened on the days read, of the merchants whose orders you may view. First answer: the minutes from ' +
  "an issue's opening to the office's first message in it, averaged over those answered. Time to close: the hours from its " +
  'opening to its closing, averaged over those closed.';

export const operationsReportsEn = {
  issuereport: {
    about: `${issuesAboutEn} Oldest open: the days since the oldest still open one was opened. A merchant opens its issues.`,
    ...issueFilterEn,
    columns: {
      customer_name: 'Merchant',
      issues: 'Issues opened',
      about_orders: 'About an order',
      open: 'Still open',
      answered: 'Answered',
      ...issueFiguresEn,
      oldest_open_days: 'Oldest open (days)',
    },
    kinds: kindsEn,
    statuses: { open: 'Open', closed: 'Closed' },
  },
  issuereport_customer: {
    title: "A merchant's issues",
    about: `${issuesAboutEn} Days open: to today, or to its closing. An issue opens its thread.`,
    ...issueFilterEn,
    params: { ...issueFilterEn.params, customer: 'Merchant' },
    columns: {
      subject: 'Subject',
      kind: 'Kind',
      serial: 'Order',
      opened: 'Opened',
      status: 'Status',
      first_answer_minutes: 'First answer (minutes)',
      close_hours: 'Time to close (hours)',
      age_days: 'Days open',
    },
  },
  shippertransferreport: {
    about:
      "Every change of a parcel's courier on the days read, from one courier to another: by assigning it, by sending it out " +
      'with someone else, or by editing the order. Giving a parcel its first courier and moves to or from the hub are not ' +
      'counted. Only the orders of merchants you may see, moved from or to a courier you may see. A serial opens its order.',
    params: { shipper: 'Courier (from or to)', customer: 'Merchant' },
    columns: {
      moved_at: 'Moved at',
      serial: 'Order',
      customer_name: 'Merchant',
      from_shipper: 'From courier',
      to_shipper: 'To courier',
      moved_by: 'Moved by',
      how: 'How',
      note: 'Reason given',
    },
    actions: { assign: 'Assigned to another courier', status: 'Sent out with another courier', update: 'Order edited' },
  },
  repeatedorders: {
    about:
      'Orders sent to a phone that already had an open order of the last seven days are flagged repeated as they are entered. ' +
      'For each merchant with such orders entered on the days read (of the merchants whose orders you may see): its orders that ' +
      'were not cancelled, the repeated ones among them and their share, and the repeated orders caught: cancelled as duplicates. ' +
      'A merchant opens its repeated orders.',
    params: { customer: 'Merchant' },
    columns: { customer_name: 'Merchant', orders: 'Orders', repeated: 'Repeated, kept', repeated_share: 'Share repeated', caught: 'Repeated, cancelled' },
    states: { kept: 'Kept', cancelled: 'Cancelled' },
  },
  repeatedorders_customer: {
    title: "A merchant's repeated orders",
    about: "The merchant's orders flagged repeated, entered on the days read, newest first; each opens its order.",
    params: { customer: 'Merchant', state: 'What became of it' },
    choices: { state: { all: 'Every one', kept: 'Kept', cancelled: 'Cancelled' } },
    columns: { serial: 'Order', order_date: 'Order date', full_name: 'Recipient', phone: 'Phone', status: 'Status', state: 'Kept or cancelled' },
  },
};

const kindsAr = { order: 'عن طلب', general: 'عامة' };
const issueFilterAr = { params: { customer: 'التاجر', kind: 'النوع' }, choices: { kind: { all: 'كل الأنواع', ...kindsAr } } };
const issuesAboutAr =
  'المشكلات التي فتحها التجار في الأيام المختارة، للتجار الذين يحق لك رؤية طلباتهم. أول رد: الدقائق من فتح المشكلة حتى أول ' +
  'رسالة من المكتب فيها، متوسطًا على ما تم الرد عليه. مدة الإغلاق: الساعات من فتحها حتى إغلاقها، متوسطًا على المغلقة.';

export const operationsReportsAr: Catalogue<typeof operationsReportsEn> = {
  issuereport: {
    about: `${issuesAboutAr} الأقدم المفتوحة: الأيام منذ فتح أقدم مشكلة ما زالت مفتوحة. التاجر يفتح مشكلاته.`,
    ...issueFilterAr,
    columns: {
      customer_name: 'التاجر',
      issues: 'المشكلات المفتوحة',
      about_orders: 'عن طلب',
      open: 'ما زالت مفتوحة',
      answered: 'تم الرد عليها',
      first_answer_minutes: 'أول رد، المتوسط (دقائق)',
      close_hours: 'مدة الإغلاق، المتوسط (ساعات)',
      oldest_open_days: 'الأقدم المفتوحة (أيام)',
    },
    kinds: kindsAr,
    statuses: { open: 'مفتوحة', closed: 'مغلقة' },
  },
  issuereport_customer: {
    title: 'مشكلات تاجر',
    about: `${issuesAboutAr} أيام الفتح: حتى اليوم أو حتى إغلاقها. المشكلة تفتح محادثتها.`,
    ...issueFilterAr,
    params: { ...issueFilterAr.params, customer: 'التاجر' },
    columns: {
      subject: 'الموضوع',
      kind: 'النوع',
      serial: 'الطلب',
      opened: 'تاريخ الفتح',
      status: 'الحالة',
      first_answer_minutes: 'أول رد (دقائق)',
      close_hours: 'مدة الإغلاق (ساعات)',
      age_days: 'أيام الفتح',
    },
  },
  shippertransferreport: {
    about:
      'كل تغيير لمندوب الشحنة في الأيام المختارة من مندوب إلى آخر: بإسنادها، أو بخروجها للتوصيل مع غيره، أو بتعديل الطلب. ' +
      'إسناد الشحنة لأول مندوب والنقل من المخزن الرئيسي أو إليه لا يُحسب. فقط طلبات التجار الذين يحق لك رؤيتهم، المنقولة من ' +
      'مندوب أو إلى مندوب يحق لك رؤيته. رقم الطلب يفتحه.',
    params: { shipper: 'المندوب (منه أو إليه)', customer: 'التاجر' },
    columns: {
      moved_at: 'وقت النقل',
      serial: 'الطلب',
      customer_name: 'التاجر',
      from_shipper: 'من المندوب',
      to_shipper: 'إلى المندوب',
      moved_by: 'نقلها',
      how: 'الطريقة',
      note: 'السبب المذكور',
    },
    actions: { assign: 'أُسندت لمندوب آخر', status: 'خرجت للتوصيل مع مندوب آخر', update: 'عُدّل الطلب' },
  },
  repeatedorders: {
    about:
      'الطلب المرسل إلى هاتف له طلب مفتوح خلال آخر سبعة أيام يُعلَّم مكررًا عند إدخاله. لكل تاجر له طلبات كهذه في الأيام المختارة ' +
      '(من التجار الذين يحق لك رؤية طلباتهم): طلباته غير الملغاة، والمكرر منها ونسبته، والطلبات المكررة التي أُلغيت كنسخ مكررة. ' +
      'التاجر يفتح طلباته المكررة.',
    params: { customer: 'التاجر' },
    columns: { customer_name: 'التاجر', orders: 'الطلبات', repeated: 'مكررة، مستمرة', repeated_share: 'نسبة المكرر', caught: 'مكررة، ملغاة' },
    states: { kept: 'مستمر', cancelled: 'ملغي' },
  },
  repeatedorders_customer: {
    title: 'الطلبات المكررة لتاجر',
    about: 'طلبات التاجر المعلّمة مكررة والمدخلة في الأيام المختارة، الأحدث أولًا؛ كل طلب يفتح صفحته.',
    params: { customer: 'التاجر', state: 'ما آل إليه' },
    choices: { state: { all: 'الكل', kept: 'مستمر', cancelled: 'ملغي' } },
    columns: { serial: 'الطلب', order_date: 'تاريخ الطلب', full_name: 'المستلم', phone: 'الهاتف', status: 'الحالة', state: 'مستمر أم ملغي' },
  },
};
