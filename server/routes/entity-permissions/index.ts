import type { FastifyInstance } from 'fastify';

export default async function entityPermissionsRoutes(_app: FastifyInstance): Promise<void> {}
