/** The answers of logging in, registering and one's own account (server/routes/auth). */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** Who logged in, as the browser keeps it. */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

export const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });

/** A new session (login or a merchant's registration): the tokens and who it is. */
export const TokenReply = Type.Composite([TokenPair, SessionUser]);
export type TokenReply = Static<typeof TokenReply>;

export const Me = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Nullable(Type.String()),
  name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  avatar: Type.String(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean(),
  customer_id: Nullable(Type.Integer()),
  has_password: Type.Boolean(),
  password_locked: Type.Boolean(),
  permitted_url: Type.Array(Type.String()),
});
export type Me = Static<typeof Me>;
