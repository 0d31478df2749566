/**
 * The texts of the reports on the kit, in both languages, under `reports`: the screen draws its headers, filters and
 * explanations from them, and the server its export headers, so a column is named once.
 */
import type { Catalogue } from '../catalogue';

export const reportMessagesEn = {
  kit: {
    total: 'Total',
    export_xlsx: 'Excel file',
    export_csv: 'CSV file',
    chart: 'Chart',
    about: 'How is this computed?',
    empty: 'Nothing to show for these filters.',
    open_rows: 'Open the rows behind this figure',
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
};

export const reportMessagesAr: Catalogue<typeof reportMessagesEn> = {
  kit: {
    total: 'الإجمالي',
    export_xlsx: 'ملف إكسل',
    export_csv: 'ملف CSV',
    chart: 'رسم بياني',
    about: 'كيف يُحسب هذا؟',
    empty: 'لا توجد بيانات لهذه المرشحات.',
    open_rows: 'افتح السجلات وراء هذا الرقم',
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
};

export type ReportTexts = typeof reportMessagesEn;
