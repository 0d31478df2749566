import type { revenueEn } from '../en/revenue';
import type { Catalogue } from '../types';

export const revenueAr: Catalogue<typeof revenueEn> = {
  menu: 'إيراداتي',
};
