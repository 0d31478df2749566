import type { shipperReportsEn } from '../en/shipper-reports';
import type { Catalogue } from '../types';

export const shipperReportsAr: Catalogue<typeof shipperReportsEn> = {
  columns: {
    shipper_name: 'المندوب',
    cash: 'النقدية بعهدته',
    fees_owed: 'العمولات المستحقة له',
    debt: 'المديونية',
    parcels: 'الشحنات بعهدته',
    closing_date: 'اليوم',
    closings: 'التقفيلات',
    expected: 'النقدية المتوقعة',
    counted: 'النقدية المستلمة',
    fees_kept: 'العمولات المخصومة',
    shortages: 'العجز',
    overages: 'الزيادة',
    pending: 'في الانتظار',
    approved: 'معتمدة',
    refused: 'مرفوضة أو معاد فتحها',
    day: 'اليوم',
    delivered: 'الشحنات المسلمة',
    collected: 'النقدية المحصلة',
    fees_earned: 'العمولات المستحقة',
    write_offs: 'الديون المعفاة',
    net: 'الصافي',
  },
  range: { shipper: 'المندوب', from_date: 'من', to_date: 'إلى' },
  custody: {
    chart: 'النقدية بعهدة كل مندوب',
    no_cash: 'لا يحمل أي مندوب نقدية',
    cash_limit: 'حد النقدية (ج.م)',
  },
  closings: {
    empty: 'لا توجد تقفيلات في هذه الأيام',
    pick_closing: 'افتح تقفيلة من تقرير التقفيلات',
  },
};
