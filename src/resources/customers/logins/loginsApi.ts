import { apiFetch, postJson } from '../../../providers/http';
import type { AccountFields } from '../../shared/account';

/** A merchant login of a customer, as the API lists it. */
export interface CustomerLogin extends AccountFields {
  customer_id: number;
}

export interface NewLogin {
  username: string;
  first_name: string;
  last_name: string;
  password: string;
}

export interface LoginChanges {
  first_name: string;
  last_name: string;
  is_active: boolean;
}

const base = (customerId: number) => `/api/customers/${customerId}/logins`;
const send = (method: 'PUT' | 'DELETE', url: string, data?: unknown) =>
  apiFetch<CustomerLogin>(url, { method, ...(data === undefined ? {} : { body: JSON.stringify(data) }) }).then((reply) => reply.json);

/** The customer password calls of spec section 7: create, update, remove and reset. */
export const loginsApi = {
  list: (customerId: number) => apiFetch<CustomerLogin[]>(base(customerId)).then((reply) => reply.json),
  create: (customerId: number, values: NewLogin) => postJson<CustomerLogin>(base(customerId), values).then((reply) => reply.json),
  update: (customerId: number, userId: number, changes: LoginChanges) => send('PUT', `${base(customerId)}/${userId}`, changes),
  remove: (customerId: number, userId: number) => send('DELETE', `${base(customerId)}/${userId}`),
  resetPassword: (customerId: number, userId: number, password: string) =>
    postJson<{ key: string }>(`${base(customerId)}/${userId}/reset_password`, { password }).then((reply) => reply.json),
};
