/**
 * The idempotency key of each ledger transaction: what it is the posting of. The ledger keeps them unique, so the
 * same thing can never be posted twice, whichever route, retry or tab sends it.
 */
export const ledgerKey = {
  /** What a change of an order did to its money: one posting per version of the order. */
  order: (id: number, version: number) => `order:${id}:${version}`,
  closing: (id: number) => `closing:${id}`,
  /** A transaction is reversed at most once. */
  reversal: (transactionId: number) => `reversal:${transactionId}`,
  /** What an approved request of the approval desks posted. */
  request: (id: number) => `request:${id}`,
  settlement: (id: number) => `settlement:${id}`,
  payout: (id: number) => `payout:${id}`,
  /** An expense, again after each edit (its previous posting reversed). */
  expense: (id: number, edit: number) => `expense:${id}:${edit}`,
  /** A move of cash between the office box and the bank, by the key its request carried. */
  transfer: (clientKey: string) => `transfer:${clientKey}`,
  /** Order cash a correction had put on a courier's debt, back on his cash when the closing that held it is taken back. */
  unwound: (closingId: number, orderId: number) => `unwound:${closingId}:${orderId}`,
  /** Packaging a material request handed to its merchant beyond the free quota, one charge per material. */
  materialCharge: (requestId: number, materialId: number) => `material:${requestId}:${materialId}`,
};
