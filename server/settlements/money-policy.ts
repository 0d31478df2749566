import { sql } from 'drizzle-orm';
import { DEFAULT_EXPENSE_APPROVAL_ABOVE } from '../../domain/ledger/limits';
import { fromPiastres } from '../../domain/orders/money';
import type { Db, Tx } from '../db/client';
import { moneyPolicy } from '../db/schema';
import { audit } from '../lib/audit';

/** The amount above which an expense waits for a second person's approval (piastres): the company's, else the default. */
export async function expenseApprovalAbove(db: Db | Tx): Promise<bigint> {
  const [row] = await db.select({ above: moneyPolicy.expense_approval_above }).from(moneyPolicy);
  return row?.above ?? DEFAULT_EXPENSE_APPROVAL_ABOVE;
}

/** Sets that amount, audited with who changed it and from what. */
export async function setExpenseApprovalAbove(tx: Tx, userId: number, above: bigint): Promise<void> {
  const before = await expenseApprovalAbove(tx);
  await tx
    .insert(moneyPolicy)
    .values({ id: 1, expense_approval_above: above, updated_by: userId })
    .onConflictDoUpdate({ target: moneyPolicy.id, set: { expense_approval_above: above, updated_by: userId, updated_at: sql`now()` } });
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'money_policy',
    entityId: 1,
    before: { expense_approval_above: fromPiastres(before) },
    after: { expense_approval_above: fromPiastres(above) },
  });
}
