import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { egyptMobile, email, maxLength, newPasswordRules, required, validateFields } from '../../../domain/validation';
import { ApiError, assertValid } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { startSession } from '../../auth/sessions';
import { sourceOf } from '../../auth/source';
import { findLoginUser, normaliseLogin } from '../../auth/users-repo';
import { customers, users } from '../../db/schema';
import { assertPhonesFree } from '../../customers/write';
import { TokenReply } from '../../../domain/api/auth';

const RegisterBody = Type.Object({
  email: Type.String({ maxLength: 255 }),
  password: Type.String({ maxLength: 255 }),
  first_name: Type.String({ maxLength: 150, default: '' }),
  last_name: Type.String({ maxLength: 150, default: '' }),
  company_name: Type.String({ maxLength: 255, default: '' }),
  phone: Type.String({ maxLength: 20, default: '' }),
});
type RegisterBody = Static<typeof RegisterBody>;

const validateRegistration = (body: RegisterBody) =>
  validateFields(body, {
    email: [required(), email(), maxLength(255)],
    password: newPasswordRules,
    first_name: [required('validation.name_required')],
    phone: [required('validation.phone_required'), egyptMobile()],
  });

/**
 * A merchant signs up: a customer record and its first login, then it is logged in. The phone follows the staff
 * rule: one phone belongs to one customer (409 with the field error beside the phone).
 */
export default async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RegisterBody }>(
    '/register/',
    { schema: { body: RegisterBody, response: { 201: TokenReply } }, config: { access: { public: true } } },
    async (request, reply) => {
      const body = request.body;
      assertValid(validateRegistration(body));
      const username = normaliseLogin(body.email);
      if (await findLoginUser(app.db, username)) throw new ApiError(409, 'auth.user_exists', {}, { email: 'auth.user_exists' });
      await assertPhonesFree(app.db, { phone: body.phone, phone2: '' });
      const passwordHash = await app.passwords.hash(sourceOf(request.ip), body.password);
      const user = await app.db.transaction(async (tx) => {
        const name = `${body.first_name} ${body.last_name}`.trim();
        const [customer] = await tx
          .insert(customers)
          .values({ name, company_name: body.company_name || name, phone: body.phone, email: username })
          .returning();
        const [created] = await tx
          .insert(users)
          .values({
            username,
            email: username,
            first_name: body.first_name,
            last_name: body.last_name,
            password_hash: passwordHash,
            customer_id: customer!.id,
          })
          .returning();
        await audit(tx, { userId: created!.id, action: 'register', entity: 'customer', entityId: customer!.id, after: customer });
        return created!;
      });
      const pair = await startSession(app.db, app.tokens, user.id);
      return reply.status(201).send({
        access: pair.access,
        refresh: pair.refresh,
        id: user.id,
        username: user.username,
        first_name: user.first_name,
        last_name: user.last_name,
        is_staff: user.is_staff,
        is_superuser: user.is_superuser,
      });
    },
  );
}
