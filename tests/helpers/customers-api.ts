import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';

export type { CustomerRecord } from '../../src/resources/customers/types';

export const tag = () => randomBytes(4).toString('hex');

/** A fresh Egyptian mobile number, so phone-uniqueness checks never collide between tests. */
export { uniqueMobile as mobile } from './builders';

/** Calls of the customers API for one test app. */
export function customersApi(t: TestApp) {
  return {
    list: (token: string | null, filter: Record<string, unknown> = {}, extra: { range?: [number, number]; sort?: [string, string] } = {}) =>
      t.call(token, {
        method: 'GET',
        url: '/api/customers',
        query: {
          filter: JSON.stringify(filter),
          ...(extra.range ? { range: JSON.stringify(extra.range) } : {}),
          ...(extra.sort ? { sort: JSON.stringify(extra.sort) } : {}),
        },
      }),
    getOne: (token: string | null, id: number) => t.call(token, { method: 'GET', url: `/api/customers/${id}` }),
    create: (token: string | null, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/customers', payload }),
    update: (token: string | null, id: number, payload: Record<string, unknown>) => t.call(token, { method: 'PUT', url: `/api/customers/${id}`, payload }),
    remove: (token: string | null, id: number) => t.call(token, { method: 'DELETE', url: `/api/customers/${id}` }),
    byPhone: (token: string | null, phone: string) => t.call(token, { method: 'GET', url: '/api/customers/by_phone/', query: { phone } }),
    checkPhone: (token: string | null, payload: Record<string, unknown>) => t.call(token, { method: 'PATCH', url: '/api/customers/check-phone/', payload }),
  };
}

export const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
