import type { AuthProvider, UserIdentity } from 'react-admin';
import { canOpenUrl } from '../../domain/permissions';
import { creationUrl, screenNamed } from '../../domain/screens';
import { apiFetch, postJson } from './http';
import { clearSessionStorage, readAuth, writeAuth, type StoredUser } from './storage';
import type { Me, TokenReply } from '../../domain/api/auth';

export interface Credentials {
  username: string;
  password: string;
}

/** Stores a fresh session (login or register) with the user's permitted screens. */
export async function storeSession(reply: TokenReply): Promise<StoredUser> {
  const { access, refresh, ...user } = reply;
  writeAuth({ access, refresh, issuedAt: Date.now(), user, permitted_url: [] });
  const urls = await postJson<{ permitted_url: string[] }>('/api/custompermissions/get_permitted_url', {});
  writeAuth({ ...readAuth()!, permitted_url: urls.json.permitted_url });
  return user;
}

export async function login({ username, password }: Credentials): Promise<StoredUser> {
  const reply = await postJson<TokenReply>('/api/token/', { username, password });
  return storeSession(reply.json);
}

/** Revokes the session on the server; throws when that fails so the caller can say 'Unable to logout.' */
export async function revokeSession(): Promise<void> {
  if (readAuth()) await apiFetch('/api/logout/', { method: 'POST' });
}

export interface Permissions {
  user: StoredUser;
  permitted_url: string[];
  canOpen: (path: string) => boolean;
}

/** Fresh permitted screens from the server, so changes apply without logging in again. */
async function refreshPermissions(): Promise<Permissions | null> {
  const auth = readAuth();
  if (!auth) return null;
  const me = await apiFetch<Me>('/api/me/');
  const user = { ...auth.user, is_staff: me.json.is_staff, is_superuser: me.json.is_superuser };
  writeAuth({ ...auth, user, permitted_url: me.json.permitted_url });
  return { user, permitted_url: me.json.permitted_url, canOpen: (path) => canOpenUrl({ ...user, permitted_url: me.json.permitted_url }, path) };
}

export const authProvider: AuthProvider = {
  login: (credentials: Credentials) => login(credentials).then(() => undefined),
  logout: async () => {
    clearSessionStorage();
    return '/login';
  },
  checkAuth: async () => {
    if (!readAuth()) throw new Error('auth.session_ended');
  },
  /** The HTTP layer has already handled 401 (clear and reload); other errors keep the session. */
  checkError: async () => undefined,
  getIdentity: async (): Promise<UserIdentity> => {
    const auth = readAuth();
    if (!auth) throw new Error('auth.session_ended');
    const { user } = auth;
    return { id: user.id, fullName: `${user.first_name} ${user.last_name}`.trim() || user.username };
  },
  getPermissions: refreshPermissions,
  /**
   * Asked by react-admin before it shows a create button (its list actions, its empty page): a screen whose
   * creation page is granted on its own needs that grant. Every other page is guarded by its URL (AreaGuard)
   * and every call by the server, so nothing else is refused here.
   */
  canAccess: async ({ action, resource }) => {
    const screen = action === 'create' ? screenNamed(resource) : undefined;
    if (!screen?.create) return true;
    const auth = readAuth();
    return auth !== null && canOpenUrl({ ...auth.user, permitted_url: auth.permitted_url }, creationUrl(screen));
  },
};
