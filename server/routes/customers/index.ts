import type { FastifyInstance } from 'fastify';
import { registerCustomerCrud } from './crud';
import { registerCustomerLogins } from './logins';
import customerLookupRoutes from './lookups';

/** Customers (merchants): their records, the spec's lookups by category and phone, and their merchant logins. */
export default async function customersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(customerLookupRoutes);
  registerCustomerLogins(app, registerCustomerCrud(app));
}
