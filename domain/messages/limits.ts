/** The most an amount may be (domain/ledger/limits.ts). */
export const limitsMessages = {
  parcel: 'At most 500,000.00 LE on one parcel',
  fee: 'At most 10,000.00 LE for one fee',
  expense: 'At most 1,000,000.00 LE for one expense',
  transfer: 'At most 10,000,000.00 LE in one transfer',
  counted: 'At most 10,000,000.00 LE counted at one closing',
  material: 'At most 10,000.00 LE for one unit',
} as const;
