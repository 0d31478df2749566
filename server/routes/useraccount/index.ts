import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canOpenUrl } from '../../../domain/permissions';
import { GRANTABLE_URLS, screenUrl } from '../../../domain/screens';
import { accountPasswordRules, firstError, validateUserAccount } from '../../../domain/validation';
import type { SessionUser } from '../../auth/session-user';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { assertMayManage, managementRefusal } from '../../permissions/privileges';
import { normaliseLogin } from '../../auth/users-repo';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import { englishMessage } from '../../../domain/messages';
import { audit } from '../../lib/audit';
import { assertValid, forbidden } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { IdParams, registerResource } from '../../lib/rest/resource';
import { tableRowSchema } from '../../lib/rest/row-schema';
import { accountColumns, getAccount, listAccounts, replacePermittedUrls, type Account } from '../../useraccount/repo';
import { Said } from '../../../domain/api/common';

const SCREEN = screenUrl('useraccount');
const AccountFields = {
  username: Type.String({ maxLength: 1000 }),
  email: Type.String({ maxLength: 1000, default: '' }),
  first_name: Type.String({ maxLength: 1000, default: '' }),
  last_name: Type.String({ maxLength: 1000, default: '' }),
  is_active: Type.Boolean({ default: true }),
  is_staff: Type.Boolean({ default: true }),
  is_superuser: Type.Boolean({ default: false }),
  permitted_url: Type.Array(Type.Union(GRANTABLE_URLS.map((u) => Type.Literal(u))), { default: [], maxItems: 500 }),
};
const UpdateBody = Type.Object(AccountFields);
const CreateBody = Type.Object({ ...AccountFields, password: Type.String({ maxLength: 1000 }) });
const PasswordBody = Type.Object({ password: Type.String({ maxLength: 1000 }) });
/** A creation also sets the password, hashed before it is written (an update resets it only on its own route). */
type AccountBody = Static<typeof UpdateBody> & { password?: string; password_hash?: string };

/**
 * Guards against privilege escalation: only a superuser may create, change or promote a superuser,
 * and a staff member may only grant screens they can open themselves.
 */
function assertMayGrant(caller: SessionUser, body: AccountBody, target?: Account): void {
  if (caller.is_superuser) return;
  if (body.is_superuser || target?.is_superuser) throw forbidden('permissions.superuser_only');
  if (body.permitted_url.some((url) => !canOpenUrl(caller, url))) throw forbidden('permissions.grant_own_only');
}

const columnsOf = (body: AccountBody) => ({
  username: normaliseLogin(body.username),
  email: body.email ? normaliseLogin(body.email) : null,
  first_name: body.first_name.trim(),
  last_name: body.last_name.trim(),
  is_active: body.is_active,
  is_staff: body.is_staff,
  is_superuser: body.is_superuser,
});

/** Writes an account's columns and screens (inserting when `id` is null) and reads it back. */
async function saveAccount(tx: Db, id: number | null, body: AccountBody): Promise<Account> {
  const [row] =
    id == null
      ? await tx
          .insert(users)
          .values({ ...columnsOf(body), password_hash: body.password_hash ?? '' })
          .returning({ id: users.id })
      : await tx.update(users).set(columnsOf(body)).where(eq(users.id, id)).returning({ id: users.id });
  await replacePermittedUrls(tx, row!.id, body.permitted_url);
  return (await getAccount(tx, row!.id))!;
}

/** A staff account as answered: its columns (never its password), its screens, and whether the caller may manage it. */
const AccountRecord = Type.Composite([
  Type.Pick(tableRowSchema(users), Object.keys(accountColumns)),
  Type.Object({ permitted_url: Type.Array(Type.String()), may_manage: Type.Boolean() }),
]);

/** Staff accounts (the generic path, server/lib/rest/resource.ts); a merchant login is no account here and answers 404. */
export default async function userAccountRoutes(app: FastifyInstance): Promise<void> {
  const read = registerResource<Account, AccountBody, SessionUser>(app, {
    name: 'useraccount',
    screen: SCREEN,
    body: UpdateBody,
    row: AccountRecord,
    createBody: CreateBody,
    // Who asks: each account is shown with whether they may change it and set its password (may_manage), the
    // same rule the writes below apply, so the screen offers only what the server allows.
    scope: async (request) => userOf(request),
    present: async (caller, row) => ({ ...row, may_manage: (await managementRefusal(app.db, caller, row.id)) === undefined }),
    list: (db, _scope, list) => listAccounts(db, list),
    find: getAccount,
    async prepare(_db, body, { creating, caller }) {
      assertValid(validateUserAccount(body, creating));
      if (!creating) return body;
      assertMayGrant(caller, body);
      return { ...body, password: undefined, password_hash: await hashPassword(body.password ?? '') };
    },
    insert: (tx, body) => saveAccount(tx, null, body),
    async update(tx, before, body, { caller }) {
      assertMayGrant(caller, body, before);
      // Only an account holding nothing the caller lacks, before and after the change (its screens and rows).
      await assertMayManage(tx, caller, before.id);
      const saved = await saveAccount(tx, before.id, body);
      await assertMayManage(tx, caller, before.id);
      return saved;
    },
  });

  /** A staff member's password set by an administrator (spec: reset password for user). */
  app.post<{ Params: { id: number }; Body: { password: string } }>(
    '/useraccount/:id/reset_password',
    { schema: { params: IdParams, body: PasswordBody, response: { 200: Said } }, config: { access: { url: `${SCREEN}/edit` } } },
    async (request) => {
      const caller = userOf(request);
      const error = firstError(request.body.password, accountPasswordRules);
      if (error) assertValid({ password: error });
      const { row: target } = await read(request, request.params.id);
      // Setting the password of an account lets the caller log in as it, so it must hold nothing the caller lacks
      // (screens, customer and shipper rows, codes, fields); one's own is changed with the current password instead.
      await assertMayManage(app.db, caller, target.id);
      const hash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: hash }).where(eq(users.id, target.id));
        await revokeUserSessions(tx, target.id, caller.session_id);
        await audit(tx, { userId: caller.id, action: 'password', entity: 'useraccount', entityId: target.id });
      });
      return { message: englishMessage('auth.password_changed'), key: 'auth.password_changed' };
    },
  );
}
