import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validatePasswordChange, type PasswordChange } from '../../../domain/validation';
import { englishMessage } from '../../../domain/messages';
import { ApiError, assertValid } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { userOf } from '../../lib/request-user';
import { hashPassword, UNMATCHABLE_HASH } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { sourceOf } from '../../auth/source';
import { findUserById } from '../../auth/users-repo';
import { users } from '../../db/schema';
import { Me } from '../../../domain/api/auth';
import { Said } from '../../../domain/api/common';

const PasswordChangeBody = Type.Object({
  password: Type.String({ maxLength: 1000 }),
  new_password: Type.String({ maxLength: 1000 }),
  confirm_password: Type.String({ maxLength: 1000 }),
});

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/', { schema: { response: { 200: Me } }, config: { access: { user: true } } }, async (request) => {
    const { id, username, email, first_name, last_name, is_staff, is_superuser, customer_id, permitted_url } = userOf(request);
    return {
      id,
      username,
      email,
      first_name,
      last_name,
      is_staff,
      is_superuser,
      customer_id,
      permitted_url,
      name: `${first_name} ${last_name}`.trim() || username,
      avatar: '',
      has_password: true,
      password_locked: false,
    };
  });

  app.post<{ Body: PasswordChange }>(
    '/users/reset_password/',
    { schema: { body: PasswordChangeBody, response: { 200: Said } }, config: { access: { user: true } } },
    async (request) => {
      assertValid(validatePasswordChange(request.body));
      const caller = userOf(request);
      const stored = await findUserById(app.db, caller.id);
      // The current password is a guess like a login's: counted and limited with the same rule (throttle.ts).
      const key = { username: caller.username, source: sourceOf(request.ip) };
      if (!(await app.passwords.check(app.db, key, request.body.password, stored?.password_hash ?? UNMATCHABLE_HASH))) {
        throw new ApiError(400, 'auth.wrong_current_password', {}, { password: 'auth.wrong_current_password' });
      }
      const hash = await hashPassword(request.body.new_password);
      // Every other session of the user ends with the old password; the one that changed it goes on.
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: hash }).where(eq(users.id, caller.id));
        await revokeUserSessions(tx, caller.id, caller.session_id);
        await audit(tx, { userId: caller.id, action: 'password', entity: 'user', entityId: caller.id });
      });
      return { message: englishMessage('auth.password_changed'), key: 'auth.password_changed' };
    },
  );
}
