import { apiFetch } from '../../providers/http';

export interface PhoneCheck {
  exists: boolean;
  customer_id?: number;
}

/** Whether another customer (not `id`, the one being edited) already uses the phone number. */
export const checkPhone = (phone: string, id?: number) =>
  apiFetch<PhoneCheck>('/api/customers/check-phone/', { method: 'PATCH', body: JSON.stringify({ phone, ...(id ? { id } : {}) }) }).then((reply) => reply.json);
