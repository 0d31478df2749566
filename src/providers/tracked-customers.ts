/** The merchants the office follows closely (server/routes/tracked-customers.ts: GET, POST and DELETE track-customers). */
import { apiFetch, postJson } from './http';

export interface TrackedCustomer {
  customer: number;
  customer_name: string;
  followed_by: string;
  note: string;
  since: string;
}

export const trackedKey = ['track-customers'];

export const trackedCalls = {
  list: async () => (await apiFetch<TrackedCustomer[]>('/api/track-customers')).json,
  follow: (customer: number, note: string) => postJson<TrackedCustomer>('/api/track-customers', { customer, note }),
  unfollow: (customer: number) => apiFetch(`/api/track-customers/${customer}`, { method: 'DELETE' }),
};
