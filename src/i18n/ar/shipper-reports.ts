import type { shipperReportsEn } from '../en/shipper-reports';
import type { Catalogue } from '../types';

export const shipperReportsAr: Catalogue<typeof shipperReportsEn> = {
  range: { from_date: 'من', to_date: 'إلى' },
  closings: {
    pick_closing: 'افتح تقفيلة من تقرير التقفيلات',
  },
};
