/**
 * The texts of the reports on the kit, in both languages, under `reports`: the screen draws its headers, filters and
 * explanations from them, and the server its export headers, so a column is named once.
 */
import type { Catalogue } from '../catalogue';
import { financeReportsAr, financeReportsEn } from './messages-finance';
import { codMessagesAr, codMessagesEn } from './messages-cod';
import { deliveryMessagesAr, deliveryMessagesEn } from './messages-delivery';
import { evaluationReportsAr, evaluationReportsEn } from './messages-evaluation';
import { followReportsAr, followReportsEn } from './messages-follow';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';
import { operationsReportsAr, operationsReportsEn } from './messages-operations';
import { statisticsReportsAr, statisticsReportsEn } from './messages-statistics';
import { revenueReportsAr, revenueReportsEn } from './messages-revenue';
import { stockReportsAr, stockReportsEn } from './messages-stock';

/** A shipper's figures (domain/ledger/reports.ts), the same on his days and on every shipper's range. */
const revenueFiguresEn = {
  delivered: 'Parcels delivered',
  collected: 'Cash collected (LE)',
  fees_earned: 'Fees earned (LE)',
  fees_kept: 'Fees kept at closings (LE)',
  shortages: 'Shortages (LE)',
  overages: 'Overages (LE)',
  write_offs: 'Debt written off (LE)',
  net: 'Net (LE)',
};

const revenueAboutEn =
  "Each figure sums the shipper's own ledger entries posted on the range's Cairo days. Delivered: parcels whose delivery posted to him, " +
  'less deliveries reversed. Cash collected: cash he took at the door. Fees earned: his fees for those deliveries. Fees kept: fees he kept ' +
  'from the cash at his closings. Shortages and overages: what his closings (and corrections of their orders) added to or took from his ' +
  'debt. Debt written off: debt the company gave up for him. Net: fees earned, less shortages, plus overages and write-offs.';

export const reportMessagesEn = {
  kit: {
    total: 'Total',
    export_xlsx: 'Excel file',
    export_csv: 'CSV file',
    chart: 'Chart',
    about: 'How is this computed?',
    empty: 'Nothing to show for these filters.',
    from_date: 'From',
    to_date: 'To',
    choose: 'Choose %{field} to see the report.',
    open_rows: 'Open the rows behind this figure',
    marked: 'Needs attention',
    back: 'Back to %{title}',
    other: 'All others',
    twin: 'Switch to: %{title}',
    none_to_choose: 'There is no %{field} you may read this report about.',
    quick: { label: 'Quick ranges', 1: 'Today', 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days', year: 'This year' },
  },
  ShipperCustodyReport: {
    about:
      'What each active courier holds: cash he collected and has not closed, fees the company owes him, his debt (shortages ' +
      'not yet paid or written off) and the parcels with him. Now from the ledger balances; with "As of", at the end of that ' +
      'day from the entries posted until then, without parcels and packaging (where a parcel was on a past evening is not kept). ' +
      'The packaging he carries is valued at average cost; he hands it back at his closing. ' +
      'Couriers holding more cash than the limit are marked.',
    params: { as_of: 'As of', cash_limit: 'Cash limit (LE)' },
    columns: {
      shipper_name: 'Shipper',
      cash: 'Cash held (LE)',
      fees_owed: 'Fees owed to him (LE)',
      debt: 'Debt (LE)',
      parcels: 'Parcels held',
      packaging: 'Packaging carried',
      packaging_value: 'Packaging value (LE)',
    },
  },
  ShipperClosingRequestReport: {
    about:
      "Each shipper's closings of a day over the range. The money columns sum the closings that stand (waiting and " +
      'approved); a refused or reopened closing was reversed, so it is only counted. Each receipt opens its closing.',
    params: { shipper: 'Shipper' },
    columns: {
      closing_date: 'Day',
      shipper_name: 'Shipper',
      closing_rcs: 'Closings',
      expected: 'Cash expected (LE)',
      counted: 'Cash counted (LE)',
      fees_kept: 'Fees kept (LE)',
      shortages: 'Shortages (LE)',
      overages: 'Overages (LE)',
      pending: 'Waiting',
      approved: 'Approved',
      refused: 'Refused or reopened',
    },
  },
  revenue: {
    about: revenueAboutEn,
    params: { id: 'Shipper' },
    columns: { day: 'Day', ...revenueFiguresEn },
  },
  newrevenue: {
    about: revenueAboutEn,
    params: {},
    columns: { shipper_name: 'Shipper', ...revenueFiguresEn },
  },
  UnactiveCustomersReport: {
    about:
      'Merchants whose last order (not cancelled) is at least "days" days old, or who never ordered since they were added. ' +
      'Usual orders a month: the orders of the 90 days up to the last order, divided by three. Switched-off merchants are left out. ' +
      'With "ordered recently", the merchants who did order within those days.',
    params: { days: 'Days without orders', category: 'Category', active: 'Ordered recently' },
    columns: {
      name: 'Merchant',
      company_name: 'Company',
      phone: 'Phone',
      category: 'Category',
      last_order: 'Last order',
      days_inactive: 'Days without orders',
      usual_orders: 'Usual orders a month',
      total_orders: 'Orders ever',
    },
  },
  ExpensesReport: {
    about:
      'What the office spent each month by category over the range (this year so far unless chosen): the posted expenses, ' +
      'an edited one at its new amount, a removed or refused one left out. The chart stacks each month by category.',
    params: {},
    columns: { month: 'Month', category: 'Category', count: 'Expenses', amount: 'Amount (LE)' },
  },
  TopCReport: {
    title: 'Orders by city',
    about: 'Where your orders went over these order dates, most first. Cancelled orders are not counted. Each city opens its orders.',
    params: {},
    columns: { city_name: 'City', count: 'Orders', delivered: 'Delivered', returned: 'Refused or returned' },
  },
  ...revenueReportsEn,
  ...statisticsReportsEn,
  ...operationsReportsEn,
  ...followReportsEn,
  ...evaluationReportsEn,
  ...codMessagesEn,
  ...deliveryMessagesEn,
  measures: measureMessagesEn,
  ...financeReportsEn,
  ...stockReportsEn,
};

const revenueFiguresAr: Catalogue<typeof revenueFiguresEn> = {
  delivered: 'الشحنات المسلمة',
  collected: 'النقدية المحصلة (ج.م)',
  fees_earned: 'العمولات المستحقة (ج.م)',
  fees_kept: 'العمولات المخصومة في التقفيل (ج.م)',
  shortages: 'العجز (ج.م)',
  overages: 'الزيادة (ج.م)',
  write_offs: 'الديون المعفاة (ج.م)',
  net: 'الصافي (ج.م)',
};

const revenueAboutAr =
  'كل رقم مجموع قيود دفتر المندوب نفسه المسجلة في أيام الفترة بتوقيت القاهرة. المسلمة: الشحنات التي سُجل تسليمها عليه ناقص التسليمات الملغاة. ' +
  'النقدية المحصلة: ما حصّله من المستلمين. العمولات المستحقة: عمولاته عن هذه التسليمات. العمولات المخصومة: ما خصمه من النقدية في تقفيلاته. ' +
  'العجز والزيادة: ما أضافته تقفيلاته (وتصحيحات طلباتها) إلى مديونيته أو خصمته منها. الديون المعفاة: ما تنازلت عنه الشركة من مديونيته. ' +
  'الصافي: العمولات المستحقة ناقص العجز زائد الزيادة والديون المعفاة.';

export const reportMessagesAr: Catalogue<typeof reportMessagesEn> = {
  kit: {
    total: 'الإجمالي',
    export_xlsx: 'ملف إكسل',
    export_csv: 'ملف CSV',
    chart: 'رسم بياني',
    about: 'كيف يُحسب هذا؟',
    empty: 'لا توجد بيانات لهذه المرشحات.',
    from_date: 'من',
    to_date: 'إلى',
    choose: 'اختر %{field} لعرض التقرير.',
    open_rows: 'افتح السجلات وراء هذا الرقم',
    marked: 'يحتاج إلى انتباه',
    back: 'رجوع إلى %{title}',
    other: 'الباقي',
    twin: 'التبديل إلى: %{title}',
    none_to_choose: 'لا يوجد %{field} يمكنك قراءة هذا التقرير عنه.',
    quick: { label: 'فترات سريعة', 1: 'اليوم', 7: 'آخر 7 أيام', 30: 'آخر 30 يومًا', 90: 'آخر 90 يومًا', year: 'هذا العام' },
  },
  ShipperCustodyReport: {
    about:
      'ما بعهدة كل مندوب نشط: النقدية التي حصّلها ولم يقفلها، والعمولات المستحقة له، ومديونيته (العجز غير المسدد أو المعفى)، ' +
      'والشحنات التي معه. الآن من أرصدة الدفتر؛ ومع "حتى يوم" في نهاية ذلك اليوم من القيود المسجلة حتى حينه، بدون الشحنات ' +
      'ومواد التغليف (مكان الشحنة في مساء سابق غير محفوظ). مواد التغليف التي يحملها مقومة بمتوسط التكلفة ويسلمها في تقفيلته. ' +
      'يُميَّز المندوب الذي معه نقدية أكثر من الحد.',
    params: { as_of: 'حتى يوم', cash_limit: 'حد النقدية (ج.م)' },
    columns: {
      shipper_name: 'المندوب',
      cash: 'النقدية بعهدته (ج.م)',
      fees_owed: 'العمولات المستحقة له (ج.م)',
      debt: 'المديونية (ج.م)',
      parcels: 'الشحنات بعهدته',
      packaging: 'مواد التغليف بعهدته',
      packaging_value: 'قيمة مواد التغليف (ج.م)',
    },
  },
  ShipperClosingRequestReport: {
    about:
      'تقفيلات كل مندوب في كل يوم من الفترة. أعمدة المبالغ تجمع التقفيلات القائمة (في الانتظار والمعتمدة)؛ ' +
      'التقفيلة المرفوضة أو المعاد فتحها أُلغيت قيودها فتُعد فقط. كل إيصال يفتح تقفيلته.',
    params: { shipper: 'المندوب' },
    columns: {
      closing_date: 'اليوم',
      shipper_name: 'المندوب',
      closing_rcs: 'التقفيلات',
      expected: 'النقدية المتوقعة (ج.م)',
      counted: 'النقدية المستلمة (ج.م)',
      fees_kept: 'العمولات المخصومة (ج.م)',
      shortages: 'العجز (ج.م)',
      overages: 'الزيادة (ج.م)',
      pending: 'في الانتظار',
      approved: 'معتمدة',
      refused: 'مرفوضة أو معاد فتحها',
    },
  },
  revenue: {
    about: revenueAboutAr,
    params: { id: 'المندوب' },
    columns: { day: 'اليوم', ...revenueFiguresAr },
  },
  newrevenue: {
    about: revenueAboutAr,
    params: {},
    columns: { shipper_name: 'المندوب', ...revenueFiguresAr },
  },
  UnactiveCustomersReport: {
    about:
      'التجار الذين مضى على آخر طلب لهم (غير ملغي) عدد "الأيام" أو أكثر، أو لم يطلبوا منذ إضافتهم. ' +
      'الطلبات المعتادة شهريًا: طلبات التسعين يومًا حتى آخر طلب مقسومة على ثلاثة. التجار الموقوفون غير مشمولين. ' +
      'مع "طلب مؤخرًا" يظهر التجار الذين طلبوا خلال هذه الأيام.',
    params: { days: 'أيام بلا طلبات', category: 'الفئة', active: 'طلب مؤخرًا' },
    columns: {
      name: 'التاجر',
      company_name: 'الشركة',
      phone: 'الهاتف',
      category: 'الفئة',
      last_order: 'آخر طلب',
      days_inactive: 'أيام بلا طلبات',
      usual_orders: 'الطلبات المعتادة شهريًا',
      total_orders: 'إجمالي الطلبات',
    },
  },
  ExpensesReport: {
    about:
      'ما أنفقه المكتب كل شهر حسب البند خلال الفترة (هذا العام حتى اليوم ما لم تختر غيرها): المصروفات المسجلة، ' +
      'والمعدّل منها بمبلغه الجديد، دون المحذوف أو المرفوض. يجمع الرسم كل شهر حسب البند.',
    params: {},
    columns: { month: 'الشهر', category: 'البند', count: 'عدد المصروفات', amount: 'المبلغ (ج.م)' },
  },
  TopCReport: {
    title: 'الطلبات حسب المدينة',
    about: 'إلى أين ذهبت طلباتك في تواريخ الطلب هذه، الأكثر أولًا. الطلبات الملغاة لا تُحسب. كل مدينة تفتح طلباتها.',
    params: {},
    columns: { city_name: 'المدينة', count: 'الطلبات', delivered: 'تم التسليم', returned: 'مرفوض أو مرتجع' },
  },
  ...revenueReportsAr,
  ...statisticsReportsAr,
  ...operationsReportsAr,
  ...followReportsAr,
  ...evaluationReportsAr,
  ...codMessagesAr,
  ...deliveryMessagesAr,
  measures: measureMessagesAr,
  ...financeReportsAr,
  ...stockReportsAr,
};

export type ReportTexts = typeof reportMessagesEn;
