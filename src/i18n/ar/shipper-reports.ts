import type { shipperReportsEn } from '../en/shipper-reports';
import type { Catalogue } from '../types';

export const shipperReportsAr: Catalogue<typeof shipperReportsEn> = {
  columns: {
    shipper_name: 'المندوب',
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
  },
  range: { shipper: 'المندوب', from_date: 'من', to_date: 'إلى' },
  closings: {
    empty: 'لا توجد تقفيلات في هذه الأيام',
    pick_closing: 'افتح تقفيلة من تقرير التقفيلات',
  },
};
