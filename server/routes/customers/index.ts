import type { FastifyInstance } from 'fastify';

export default async function customersRoutes(_app: FastifyInstance): Promise<void> {}
