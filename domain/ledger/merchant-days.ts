/**
 * A merchant's revenue by day (spec: customers/revenue) is kept as each order's money is posted, rather than
 * summed from entries: what one transaction adds to each merchant's day. It reads the transaction's own legs,
 * so every way an order's money moves (a delivery, a return fee, a fee change, a correction, a reversal) counts
 * the same way the ledger does: the net is what the merchant's account earned, the fees what the company's
 * revenue accounts earned on it, and the cash collected their sum.
 */
import type { Posting } from './events';
import { ORDER_TRANSACTION_KINDS, type TransactionKind } from './kinds';

export interface MerchantDayDelta {
  customer_id: number;
  delivered: number;
  returned: number;
  collected: bigint;
  fees: bigint;
  return_fees: bigint;
  net: bigint;
}

const sumOf = (postings: readonly Posting[], account: Posting['account']) =>
  postings.filter((p) => p.account === account).reduce((sum, p) => sum + p.amount, 0n);

/** Orders delivered and returns charged that a transaction adds (a reversal takes back what it reverses). */
function countsOf(kind: TransactionKind, postings: readonly Posting[]): { delivered: number; returned: number } {
  if (kind === 'delivered' || kind === 'partial') return { delivered: 1, returned: 0 };
  if (kind === 'returned') return { delivered: 0, returned: 1 };
  if (kind !== 'reversal') return { delivered: 0, returned: 0 };
  return postings.some((p) => p.account === 'shipper_cash') ? { delivered: -1, returned: 0 } : { delivered: 0, returned: -1 };
}

/**
 * What an order's transaction adds to its merchant's day: none for transactions that are not an order's own
 * (closings, settlements, payouts, expenses). When one transaction moves an order between two merchants (a
 * corrected customer), each is given its own net as cash, since the fees stay with the order.
 */
export function merchantDayDeltas(kind: TransactionKind, orderId: number | null, postings: readonly Posting[]): MerchantDayDelta[] {
  if (orderId === null || !(ORDER_TRANSACTION_KINDS.includes(kind) || kind === 'reversal')) return [];
  const merchants = [...new Set(postings.filter((p) => p.account === 'merchant').map((p) => p.owner))];
  if (merchants.length === 0) return [];
  if (merchants.length > 1) {
    return merchants.map((customer_id) => {
      const net = -sumOf(
        postings.filter((p) => p.owner === customer_id),
        'merchant',
      );
      return { customer_id, delivered: 0, returned: 0, collected: net, fees: 0n, return_fees: 0n, net };
    });
  }
  const net = -sumOf(postings, 'merchant');
  const fees = -sumOf(postings, 'delivery_revenue');
  const return_fees = -sumOf(postings, 'return_revenue');
  return [{ customer_id: merchants[0]!, ...countsOf(kind, postings), collected: net + fees + return_fees, fees, return_fees, net }];
}
