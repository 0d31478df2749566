import type { stockQuotaMessages } from '../../../domain/messages/stock-quotas';
import type { Catalogue } from '../types';

/** Packaging quotas' messages shared with the server (domain/messages/stock-quotas.ts). */
export const stockQuotaSharedAr: Catalogue<typeof stockQuotaMessages> = {
  one_owner: 'اختر عميلًا أو فئة، لا الاثنين',
  quantity_invalid: 'الكمية المجانية عدد صحيح من 0 إلى 1,000,000',
};
