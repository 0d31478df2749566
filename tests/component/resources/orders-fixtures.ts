/** Orders, lookups and a fake orders API for the order screen tests. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { OrderRecord } from '../../../domain/orders/record';
import { lookupHandlers, type ApiLog, type LookupRow } from './harness';

export function order(values: Partial<OrderRecord> = {}): OrderRecord {
  const id = values.id ?? 1;
  return {
    id,
    serial: `1000000${id}`,
    order_date: '2026-03-01',
    DeadLine_date: '2026-03-01',
    customer: 3,
    customer_name: 'Nile Crafts',
    city: 1,
    city_name: 'Cairo',
    city_name_ar: 'القاهرة',
    zone: 10,
    zone_name: 'Nasr City',
    zone_name_ar: 'مدينة نصر',
    shipment_contents: 'Books',
    full_name: `Recipient ${id}`,
    phone: '01012345678',
    address: '5 Nile St',
    weight: '1.00',
    total_amount: '125.50',
    price: '125.50',
    total_fees: '40.00',
    shipper_fees: '15.00',
    shipper_fees_manual: false,
    shipper: null,
    shipper_name: '',
    notes: '',
    pick_up: false,
    return_count: 0,
    Order_Delivery_Status: 'Pending',
    Delivery_satus_date: '2026-03-01T08:00:00.000Z',
    status_code: null,
    hold_reason: null,
    collected_amount: null,
    swapped_serial: '',
    customer_serial: '',
    rejected: false,
    printO: false,
    today: false,
    is_repeated: false,
    shipper_cash_state: 'No Submit',
    shipper_cashed: '0.00',
    customer_cash_state: 'No Submit',
    customer_cashed: '0.00',
    is_urgent: false,
    approved: false,
    approved_by: null,
    taxable: false,
    created_at: '2026-03-01T08:00:00.000Z',
    version: 1,
    hidden_fields: [],
    ...values,
  };
}

export const cities: LookupRow[] = [
  { id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true },
  { id: 2, name: 'Giza', name_ar: 'الجيزة', is_active: true },
];
export const zones: LookupRow[] = [
  { id: 10, name: 'Nasr City', name_ar: '', is_active: true, city_id: 1 },
  { id: 20, name: 'Dokki', name_ar: '', is_active: true, city_id: 2 },
];
export const customers: LookupRow[] = [
  { id: 3, name: 'Nile Crafts', name_ar: '', is_active: true },
  { id: 4, name: 'Delta Books', name_ar: '', is_active: true },
];
export const holdReasons: LookupRow[] = [{ id: 5, name: 'Recipient travelling', name_ar: '', is_active: true }];
export const shippers = [
  { id: 1, name: 'Hub', is_hub: true, delivery_fee: '0.00' },
  { id: 7, name: 'Karim Fathy', is_hub: false, delivery_fee: '22.50' },
  { id: 8, name: 'Samy Nabil', is_hub: false, delivery_fee: '30.00' },
];

/** A request the fake API received, with its JSON (or form) body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return Object.fromEntries((await request.clone().formData()).entries());
  return request
    .clone()
    .json()
    .catch(() => null);
}

export const record = async (calls: Call[], request: Request) => {
  const url = new URL(request.url);
  calls.push({ method: request.method, url: `${url.pathname}${url.search}`, body: await bodyOf(request) });
};

/**
 * The lookups, pickers and per-user settings the order screens load, answered as the server would; the column
 * choice and saved filters are not offered (404), as before the lead's routes land.
 */
/** The order page's side calls with nothing to show: moves, timeline, replies and photos. */
export const emptyOrderPanels: RequestHandler[] = [
  http.get('/api/orders/moves/:id/', () => HttpResponse.json([])),
  http.get('/api/addorders/update_audit_log', () => HttpResponse.json([])),
  http.get('/api/orders/:id/replies', () => HttpResponse.json([])),
  http.get('/api/orders/images', () => HttpResponse.json([])),
];

/** A staff member's customer rows and codes as `orders/my_grants/` gives them: every order right on customer 3 and the bulk codes. */
export const clerkGrants = (specials: string[] = ['bulk_status_update', 'delete_orders', 'export_orders']) => ({
  grants: {
    is_superuser: false,
    overrides: {},
    customerRows: [{ customer_id: 3, view: true, updateOrder: true, deleteOrder: true, collectclient: true, revnue: true }],
    shipperRows: [],
  },
  specials,
});

export function orderSupportHandlers(log: ApiLog, calls: Call[]): RequestHandler[] {
  return [
    http.get('/api/orders/my_grants/', () => HttpResponse.json(clerkGrants())),
    ...lookupHandlers('City', () => cities, log),
    ...lookupHandlers('Zone', () => zones, log),
    ...lookupHandlers('customers', () => customers, log),
    ...lookupHandlers('holdreason', () => holdReasons, log),
    http.get('/api/shipper/', () => HttpResponse.json(shippers)),
    http.get('/api/orders/get_FieldPermissionById', () => HttpResponse.json({ permissions: { show_fees: true } })),
    http.get('/api/orders/get_OrderColumnVisibility', () => HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 })),
    http.get('/api/user-filters/', () => HttpResponse.json([])),
    http.get('/api/special-permissions/current-user-permissions', () =>
      HttpResponse.json({ permissions: ['bulk_status_update', 'delete_orders', 'export_orders'] }),
    ),
    http.get('/api/shipment-price', async ({ request }) => {
      await record(calls, request);
      const zone = new URL(request.url).searchParams.get('zone');
      return HttpResponse.json({ fee: zone ? '45.00' : '40.00', return_fee: '20.00' });
    }),
  ];
}
