import type { SpecialCode } from '../../../domain/permissions';
import type { FieldValue, NamedSet, Overrides } from '../../../domain/api/permissions';
import { apiFetch } from '../../providers/http';

export type { FieldValue, NamedSet, Overrides } from '../../../domain/api/permissions';
export type SetName = 'shipperswappermission' | 'grouppermission' | 'followupperm';

const send = <T>(url: string, method: string, body?: unknown) =>
  apiFetch<T>(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }).then((r) => r.json);

/** The permission screens' calls that are not plain simple-rest (spec section 7, "Permissions"). */
export const permissionsApi = {
  getOverrides: (user: number) => send<{ permissions: Overrides }>('/api/user-permission/', 'PATCH', { user }).then((r) => r.permissions),
  setOverrides: (user: number, permissions: Partial<Overrides>) =>
    send<{ permissions: Overrides }>('/api/user-permission/', 'POST', { user, permissions }).then((r) => r.permissions),
  bulkGrant: (resource: string, entity: string, user: number, ids: number[], permissions: Record<string, boolean>) =>
    send<{ data: unknown[] }>(`/api/${resource}/bulk`, 'POST', { user_id: user, [`${entity}_ids`]: ids, permissions }),
  getSet: (name: SetName, user: number) => send<NamedSet>(`/api/${name}/${user}`, 'GET'),
  setSet: (name: SetName, user: number, ids: number[]) => send<NamedSet>(`/api/${name}/${user}`, 'PUT', { ids }),
  getCodes: (user: number) => send<{ codes: string[] }>(`/api/special-permissions/users/${user}`, 'GET').then((r) => r.codes),
  grantCode: (user: number, code: SpecialCode) => send<{ codes: string[] }>(`/api/special-permissions/users/${user}`, 'POST', { code }).then((r) => r.codes),
  revokeCode: (user: number, code: SpecialCode) => send<{ codes: string[] }>(`/api/special-permissions/users/${user}/${code}`, 'DELETE').then((r) => r.codes),
  getFields: (user: number) => send<{ fields: FieldValue[] }>(`/api/userpermissionfieldValue/${user}`, 'GET').then((r) => r.fields),
  setFields: (user: number, fields: FieldValue[]) =>
    send<{ fields: FieldValue[] }>(`/api/userpermissionfieldValue/${user}`, 'PUT', { fields }).then((r) => r.fields),
};
