import type { FastifyInstance } from 'fastify';

export default async function shippersRoutes(_app: FastifyInstance): Promise<void> {}
