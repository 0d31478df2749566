import { screen, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn, lookupHandlers, renderStaffAdmin, withMockApi, type ApiLog, type LookupRow } from './harness';

const shipper = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  phone: '01012345678',
  national_id: '29001011234567',
  vehicle_type: 'motorcycle',
  vehicle_plate: 'ق ب 1234',
  city_id: 1,
  zone_ids: [7],
  group_id: 3,
  delivery_fee: '15.50',
  return_fee: '7.00',
  is_active: true,
  is_hub: id === 1,
  notes: '',
  created_at: '2025-01-01T10:00:00Z',
  contact_hidden: { phone: false },
  in_use: false,
  ...extra,
});

const shippers = [
  shipper(1, 'Main hub'),
  shipper(5, 'Karim Adel', { phone: '', national_id: '', contact_hidden: { phone: true }, delivery_fee: '1234.5' }),
  shipper(6, 'Hany Said', { in_use: true }),
];
const cities: LookupRow[] = [{ id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true }];
const zones: LookupRow[] = [{ id: 7, name: 'Nasr City', name_ar: 'مدينة نصر', is_active: true, city_id: 1 }];
const groups: LookupRow[] = [{ id: 3, name: 'Greater Cairo', name_ar: 'القاهرة الكبرى', is_active: true }];

function shipperHandlers(log: ApiLog) {
  return [
    http.get('/api/Shipper', () => HttpResponse.json(shippers, { headers: { 'Content-Range': `Shipper 0-1/${shippers.length}` } })),
    http.get('/api/Shipper/:id', ({ params }) => HttpResponse.json(shippers.find((row) => String(row.id) === params.id))),
    ...['/api/Shipper', '/api/Shipper/:id'].map((path) =>
      http.all(path, async ({ request }) => {
        log.writes.push({ method: request.method, url: new URL(request.url).pathname, body: await request.clone().text() });
        return HttpResponse.json({ message: 'unexpected', key: 'errors.server' }, { status: 500 });
      }),
    ),
  ];
}

/** Views are loaded on demand, so the first render of a page may take a while on a busy machine. */

const api = withMockApi((log) => [
  ...shipperHandlers(log),
  ...lookupHandlers('City', () => cities, log),
  ...lookupHandlers('Zone', () => zones, log),
  ...lookupHandlers('shipper-groups', () => groups, log),
]);
const { log } = api;

describe('the Shipper screens', () => {
  it('list shippers with the hub badge, a hidden phone, the group, the city and fees in LE', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Shipper');
    const karim = (await screen.findByText('Karim Adel')).closest('tr')!;
    expect(within(karim).getByText('Hidden')).toBeInTheDocument();
    expect(within(karim).getByText('1,234.50 LE')).toBeInTheDocument();
    expect(await within(karim).findByText('Greater Cairo')).toBeInTheDocument();
    expect(await within(karim).findByText('Cairo')).toBeInTheDocument();
    const hub = screen.getByText('Main hub').closest('tr')!;
    expect(within(hub).getByText('Hub')).toBeInTheDocument();
    expect(within(hub).getByText('01012345678')).toBeInTheDocument();
    expect(within(hub).getByText('15.50 LE')).toBeInTheDocument();
  });

  it('require a phone number and a city before saving a new shipper, without calling the server', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Shipper/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Hassan Ali');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(log.writes).toEqual([]);
  });

  it('refuse a fee with more than two decimals', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Shipper/new');
    const user = userEvent.setup();
    const fee = await screen.findByRole('textbox', { name: 'Delivery fee' });
    await user.clear(fee);
    await user.type(fee, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount of 0 or more with at most 2 decimals, such as 45.50')).toBeInTheDocument();
    expect(log.writes).toEqual([]);
  });

  it('offer the zones of the chosen city only', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Shipper/new');
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Zones served' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Cairo' }));
    await user.click(screen.getByRole('combobox', { name: 'Zones served' }));
    expect(await screen.findByRole('option', { name: 'Nasr City' })).toBeInTheDocument();
    expect(log.lists.some((call) => call.filter.city_id === 1)).toBe(true);
  });

  it('offer no delete on the hub, keep it active, and disable a hidden phone', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Shipper/edit/1');
    expect(await screen.findByDisplayValue('Main hub')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.getByText(/always active and cannot be deleted/)).toBeInTheDocument();
  });

  it('offer delete on another shipper and keep its hidden phone out of reach', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Shipper/edit/5');
    expect(await screen.findByDisplayValue('Karim Adel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
    expect(screen.getByText(/may not see this shipper/)).toBeInTheDocument();
  });

  it('offer no delete on a shipper with orders: it is deactivated instead', async () => {
    logIn(false, ['/dashboard/Shipper']);
    renderStaffAdmin('/dashboard/Shipper/edit/6');
    expect(await screen.findByDisplayValue('Hany Said')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
