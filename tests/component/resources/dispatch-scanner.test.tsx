import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import HubScanPage from '../../../src/resources/dispatch/HubScanPage';
import ShipperEntryPage from '../../../src/resources/dispatch/ShipperEntryPage';

/** What the fake server answers for each serial: accepted, duplicate, refused (with a reason), or a 404-like refusal. */
const ANSWERS: Record<string, { result: string; reason: string; params: Record<string, string>; status: string | null }> = {
  '10000001': { result: 'accepted', reason: '', params: {}, status: 'Out For Deliver' },
  '10000002': { result: 'duplicate', reason: '', params: {}, status: 'Out For Deliver' },
  '10000003': { result: 'refused', reason: 'dispatch.in_status', params: { status: 'Delivered' }, status: 'Delivered' },
};
const sent: unknown[] = [];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  server.resetHandlers(
    http.get('/api/shipper/', () =>
      HttpResponse.json([
        { id: 1, name: 'Main hub', phone: '', group_id: null, is_hub: true },
        { id: 7, name: 'Karim Said', phone: '', group_id: null, is_hub: false },
      ]),
    ),
    ...['daily_send_orders', 'today_shipper_orders', 'return_shipper_orders'].map((list) =>
      http.get(`/api/shippers/${list}/`, () => HttpResponse.json({ results: [] })),
    ),
    http.get('/api/shippers/daily_send_orders/parcel/', ({ request }) => {
      const serial = new URL(request.url).searchParams.get('serial') ?? '';
      return ANSWERS[serial]
        ? HttpResponse.json({ id: 1, serial })
        : HttpResponse.json({ message: 'Not found', key: 'orders.bulk_refused', params: { serial, reason_key: 'errors.not_found' } }, { status: 404 });
    }),
    http.post('/api/orders/in_out/', async ({ request }) => {
      const body = (await request.json()) as { serial: string; direction: string };
      sent.push(body);
      const answer = ANSWERS[body.serial] ?? { result: 'refused', reason: 'errors.not_found', params: {}, status: null };
      return HttpResponse.json({ id: sent.length, direction: body.direction, serial: body.serial, order: null, at: '2026-03-01T08:00:00Z', ...answer });
    }),
  );
});
afterEach(() => i18nProvider.changeLocale('en'));
afterAll(() => server.close());

function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/dispatch']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {page}
      </AdminContext>
    </MemoryRouter>,
  );
}
const renderScanner = () => renderPage(<HubScanPage />);

const input = () => screen.getByTestId('scan-input');
const count = (result: string) => screen.getByTestId(`count-${result}`).textContent;

describe('the hub scanner', () => {
  it('keeps the focus in the scan input, clears it after each Enter and shows each result in its colour', async () => {
    const user = userEvent.setup();
    renderScanner();
    await user.click(screen.getByRole('button', { name: 'In from a shipper' }));
    await waitFor(() => expect(input()).toHaveFocus());

    await user.keyboard('10000003{Enter}');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    const status = screen.getByTestId('scan-status');
    await within(status).findByText('Refused');
    expect(status).toHaveAttribute('data-result', 'refused');
    expect(status).toHaveTextContent('this one is Delivered');
    expect(sent).toEqual([{ direction: 'in', serial: '10000003' }]);

    await user.keyboard('10000001{Enter}');
    await within(status).findByText('Accepted');
    expect(status).toHaveAttribute('data-result', 'accepted');

    await user.keyboard('10000002{Enter}');
    await within(status).findByText('Already scanned');
    expect(status).toHaveAttribute('data-result', 'duplicate');
    expect(input()).toHaveFocus();
  });

  it('counts accepted, refused and duplicate scans and lists the last ones, newest first', async () => {
    const user = userEvent.setup();
    renderScanner();
    await user.click(screen.getByRole('button', { name: 'In from a shipper' }));
    for (const serial of ['10000001', '10000002', '10000003', '55555555', '10000001']) await user.keyboard(`${serial}{Enter}`);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Last scans' })).getAllByRole('listitem')).toHaveLength(5));
    expect([count('accepted'), count('refused'), count('duplicate')]).toEqual(['2', '2', '1']);
    const list = screen.getByRole('list', { name: 'Last scans' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]).toHaveTextContent('55555555');
    expect(items[1]).toHaveTextContent('Not found');
  });

  it('asks for the shipper before scanning out, and sends him with each scan', async () => {
    const user = userEvent.setup();
    renderScanner();
    expect(screen.getByText('Choose the shipper the parcels go out with')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Shipper' }));
    expect(screen.queryByRole('option', { name: 'Main hub' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Karim Said' }));
    expect(input()).toBeEnabled();
    await user.click(input());
    await user.keyboard('10000001{Enter}');
    await within(screen.getByTestId('scan-status')).findByText('Accepted');
    expect(sent).toEqual([{ direction: 'out', serial: '10000001', shipper: 7 }]);
  });
});

describe('handing parcels to a shipper', () => {
  it('puts the focus in the serial field once the shipper is chosen, and lists only serials a parcel has', async () => {
    const user = userEvent.setup();
    renderPage(<ShipperEntryPage />);
    await user.click(screen.getByRole('combobox', { name: 'Shipper' }));
    await user.click(await screen.findByRole('option', { name: 'Karim Said' }));
    const serial = await screen.findByRole('textbox', { name: 'Serial' });
    await waitFor(() => expect(serial).toHaveFocus());
    await user.keyboard('10000001{Enter}');
    expect(await screen.findByRole('button', { name: 'Hand over (1 parcel to hand over)' })).toBeEnabled();
    await user.keyboard('55555555{Enter}');
    expect(await screen.findByText('No parcel you may see has the serial 55555555')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hand over (1 parcel to hand over)' })).toBeInTheDocument();
    expect(screen.queryByText('55555555', { selector: 'bdi' })).toBeNull();
    expect(serial).toHaveFocus();
  });
});
