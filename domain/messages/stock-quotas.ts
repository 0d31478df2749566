/** Packaging quotas' messages (domain/stock/quotas.ts). */
export const stockQuotaMessages = {
  one_owner: 'Choose either a merchant or a category',
  quantity_invalid: 'The free quantity is a whole number from 0 to 1,000,000',
} as const;
