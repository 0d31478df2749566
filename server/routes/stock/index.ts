import type { FastifyInstance } from 'fastify';
import { registerMaterials } from './materials';
import { registerWarehouses } from './warehouses';

/** The packaging stock's screens: its materials and the warehouses that keep them. */
export default async function stockArea(app: FastifyInstance): Promise<void> {
  registerMaterials(app);
  registerWarehouses(app);
}
