import type { FastifyInstance } from 'fastify';
import settlementRoutes from './closing-routes';
import transferRoutes from './transfer-routes';
import expenseRoutes from './expense-routes';
import financeRoutes from './finance-routes';
import payoutRoutes from './payout-routes';
import walletRoutes from './wallet-routes';

/** The merchants' money after delivery (wallets, customer closings and their statements, payouts) and the company's books. */
export default async function settlementsArea(app: FastifyInstance): Promise<void> {
  await app.register(walletRoutes);
  await app.register(settlementRoutes);
  await app.register(payoutRoutes);
  await app.register(financeRoutes);
  await app.register(expenseRoutes);
  await app.register(transferRoutes);
}
