import type { FastifyInstance } from 'fastify';
import settlementRoutes from './closing-routes';
import walletRoutes from './wallet-routes';

/** The merchants' money after delivery: wallets, customer closings and their statements, payouts. */
export default async function settlementsArea(app: FastifyInstance): Promise<void> {
  await app.register(walletRoutes);
  await app.register(settlementRoutes);
}
