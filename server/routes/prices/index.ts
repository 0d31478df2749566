import type { FastifyInstance } from 'fastify';

export default async function pricesRoutes(_app: FastifyInstance): Promise<void> {}
