import type { FastifyInstance } from 'fastify';
import loginRoutes from './login';
import registerRoutes from './register';
import accountRoutes from './account';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(registerRoutes);
  await app.register(accountRoutes);
}
