import type { screensEn } from '../en/screens';
import type { Catalogue } from '../types';

export const screensAr: Catalogue<typeof screensEn> = {
  analytics: 'التحليلات',
  City: 'المدن',
  Zone: 'المناطق',
  area: 'الأحياء',
  customercategory: 'فئات العملاء',
  holdreason: 'أسباب التأجيل',
  HangonReason: 'أسباب التعليق',
  SiteSettings: 'إعدادات الموقع',
  useraccount: 'حسابات الموظفين',
  new_suffix: '%{screen}: إضافة جديد',
};
