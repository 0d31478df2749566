import { raArabic } from '../ra-ar';
import type { appMessagesEn } from '../en/index';
import type { Catalogue } from '../types';
import { sharedAr } from './shared';
import { appAr } from './app';
import { screensAr } from './screens';
import { resourcesAr } from './resources';
import { publicAr } from './public';
import { merchantAr } from './merchant';
import { importAr } from './import';

export const appMessagesAr: Catalogue<typeof appMessagesEn> = {
  ...sharedAr,
  app: appAr,
  screens: screensAr,
  resources: resourcesAr,
  public: publicAr,
  customer_orders: merchantAr,
  order_import: importAr,
};

export const ar = { ...raArabic, ...appMessagesAr };
