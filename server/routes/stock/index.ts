import type { FastifyInstance } from 'fastify';
import { registerMaterials } from './materials';
import { registerQuotas } from './quotas';
import { registerWarehouses } from './warehouses';

/** The packaging stock's screens: its materials, the warehouses that keep them and the merchants' free quotas. */
export default async function stockArea(app: FastifyInstance): Promise<void> {
  registerMaterials(app);
  registerWarehouses(app);
  registerQuotas(app);
}
