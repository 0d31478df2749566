import type { shipperReportsEn } from '../en/shipper-reports';
import type { Catalogue } from '../types';

export const shipperReportsAr: Catalogue<typeof shipperReportsEn> = {
  closings: {
    pick_closing: 'افتح تقفيلة من تقرير التقفيلات',
  },
};
