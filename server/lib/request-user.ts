import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { unauthorized } from './errors';

/** The caller of a route whose access requires a login (the access plugin has already checked). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
