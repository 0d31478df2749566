/**
 * A courier's day on the map (src/resources/tracking): the day's moments in time with their addresses once the map
 * has settled (coordinates where the service has none), and his phones' tokens issued (shown once) and revoked after
 * a confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Device, Track } from '../../../domain/api/positions';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const SCREEN = '/dashboard/shippertracking';
const track: Track = {
  shipper: 7,
  shipper_name: 'Karim Fathy',
  day: '2026-11-28',
  positions: [
    { at: '2026-11-28T07:00:00Z', latitude: 30.0444, longitude: 31.2357, accuracy: 10 },
    { at: '2026-11-28T09:30:00Z', latitude: 30.0131, longitude: 31.2089, accuracy: 12 },
  ],
  stops: [{ kind: 'delivered', at: '2026-11-28T08:15:00Z', order_id: 41, serial: '10002827', latitude: 30.0384, longitude: 31.2105 }],
  map: { tiles: null, attribution: '' },
};
let devices: Device[] = [];
const asked: string[] = [];
const sent: unknown[] = [];

withMockApi(() => [
  http.get('/api/Shipper', () => HttpResponse.json([{ id: 7, name: 'Karim Fathy' }], { headers: { 'Content-Range': 'Shipper 0-0/1' } })),
  http.get('/api/Shipper/7', () => HttpResponse.json({ id: 7, name: 'Karim Fathy' })),
  http.get('/api/shippers/locations/', () => HttpResponse.json(track)),
  http.get('/api/shippers/devices/', () => HttpResponse.json(devices)),
  http.post('/api/shippers/devices/', async ({ request }) => {
    const body = (await request.json()) as { shipper: number; label: string };
    sent.push(body);
    const device = {
      id: 3,
      shipper: body.shipper,
      label: body.label,
      created_by: 'Mona Saleh',
      created_at: '2026-11-28T10:00:00Z',
      revoked_at: null,
      last_sent_at: null,
    };
    devices = [device, ...devices];
    return HttpResponse.json({ ...device, token: 'tok_5e3f9a' }, { status: 201 });
  }),
  http.delete('/api/shippers/devices/:id/', ({ params }) => {
    sent.push({ revoked: Number(params.id) });
    devices = devices.map((device) => (device.id === Number(params.id) ? { ...device, revoked_at: '2026-11-28T10:05:00Z' } : device));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/api/geocode/reverse/', ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.searchParams.get('latitude')},${url.searchParams.get('longitude')}`);
    return HttpResponse.json({ address: url.searchParams.get('latitude') === '30.0444' ? 'Tahrir Square, Cairo' : null });
  }),
]);

beforeEach(() => {
  devices = [];
  asked.length = 0;
  sent.length = 0;
  localStorage.clear();
});

describe("a courier's day on the map", () => {
  it('lists the day in time with each place named once the map settles, coordinates where no address is known', async () => {
    logIn(false, [SCREEN]);
    renderStaffAdmin(`${SCREEN}?shipper=7&day=2026-11-28`);
    const moments = await screen.findByRole('list', { name: 'The day in time' });
    expect(
      within(moments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('First position of the day'), expect.stringContaining('Delivered 10002827'), expect.stringContaining('Last seen')]);
    expect(within(moments).getByRole('link', { name: 'Delivered 10002827' })).toHaveAttribute('href', '/dashboard/adminorders/order/41');
    expect(await within(moments).findByText('Tahrir Square, Cairo')).toBeInTheDocument();
    expect(within(moments).getByText('30.03840, 31.21050')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Karim Fathy's day on the map" })).toBeInTheDocument();
    expect(asked.sort()).toEqual(['30.0131,31.2089', '30.0384,31.2105', '30.0444,31.2357']);
  });

  it('issues a phone a token shown once, and revokes a phone after a confirmation', async () => {
    logIn(false, [SCREEN]);
    renderStaffAdmin(`${SCREEN}?shipper=7&day=2026-11-28`);
    expect(await screen.findByText('No phone sends his positions yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone name'), 'Samsung A14');
    await userEvent.click(screen.getByRole('button', { name: 'Issue a token' }));
    const dialog = await screen.findByRole('dialog', { name: 'The token of Samsung A14' });
    expect(within(dialog).getByDisplayValue('tok_5e3f9a')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(sent).toEqual([{ shipper: 7, label: 'Samsung A14' }]);

    const chip = await screen.findByRole('button', { name: 'Samsung A14' });
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Stop this phone?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ shipper: 7, label: 'Samsung A14' }, { revoked: 3 }]));
    expect(await screen.findByText('No phone sends his positions yet.')).toBeInTheDocument();
  });
});
