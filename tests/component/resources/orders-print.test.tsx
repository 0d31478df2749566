import { render, screen, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../../domain/orders/record';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { parsePrintIds } from '../../../src/resources/orders/print/printParams';
import PrintOrdersPage from '../../../src/resources/orders/print/PrintOrdersPage';
import { order as fixture } from './orders-fixtures';

/** The shared order fixture with this page's own sender, contents and amounts. */
const order = (id: number, values: Partial<OrderRecord> = {}): OrderRecord =>
  fixture({
    id,
    serial: `2025000${id}00`,
    customer_name: 'Nour Fashion',
    shipment_contents: 'Two dresses',
    address: '12 Abbas El Akkad St',
    weight: '1.50',
    total_amount: '250',
    price: '250',
    total_fees: '45.5',
    shipper_fees: '20',
    order_date: '2025-03-14',
    DeadLine_date: '2025-03-14',
    printO: true,
    ...values,
  });

const orders = [order(3, { total_amount: '1200.5' }), order(1), order(2, { serial: '', hidden_fields: ['serial', 'phone'], phone: '' })];
const printCalls: unknown[] = [];
/** The server's answer: the asked orders it has, in the order asked. */
const known = (ids: number[]) => HttpResponse.json(ids.flatMap((id) => orders.filter((row) => row.id === id)));
let answer: (ids: number[]) => Response = known;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  printCalls.length = 0;
  answer = known;
  server.resetHandlers(
    http.get('/api/settings/get_user_settings', () => HttpResponse.json({ settings: { company: 'Nile Express', logo: '' } })),
    http.post('/api/orders/print/', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      printCalls.push(body);
      return answer(body.ids);
    }),
  );
});
afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderPage(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/orders/printorders${search}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <PrintOrdersPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the order print page', () => {
  it('prints one AWB label per order with the barcode of the serial and the cash to collect', async () => {
    renderPage('?ids=3,1,2');
    const labels = await screen.findAllByTestId('awb-label');
    expect(printCalls).toEqual([{ ids: [3, 1, 2] }]);
    expect(labels).toHaveLength(3);

    const first = labels[0]!;
    const barcode = within(first).getByRole('img', { name: '2025000300' });
    expect(barcode.tagName.toLowerCase()).toBe('svg');
    expect(barcode).toHaveAttribute('shape-rendering', 'crispEdges');
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(within(first).getByText('2025000300')).toBeInTheDocument();
    expect(within(first).getByText('Cash to collect: 1,200.50 LE')).toBeInTheDocument();
    expect(within(first).getByText('Recipient 3')).toBeInTheDocument();
    expect(within(first).getByText('Cairo / Nasr City')).toBeInTheDocument();
    expect(within(first).getByText('1.5 kg')).toBeInTheDocument();
    expect(await within(first).findByText('Nile Express')).toBeInTheDocument();
    expect(within(labels[1]!).getByText('Cash to collect: 250.00 LE')).toBeInTheDocument();

    const hidden = labels[2]!;
    expect(within(hidden).queryByRole('img')).toBeNull();
    expect(within(hidden).getByText('Serial hidden')).toBeInTheDocument();
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
  });

  it('asks for no cash on the label of an order delivered, collected or cancelled', async () => {
    answer = () =>
      HttpResponse.json([
        order(4, { Order_Delivery_Status: 'Delivered' }),
        order(5, { Order_Delivery_Status: 'Collected' }),
        order(6, { status_code: 6 }),
        order(7, { Order_Delivery_Status: 'Out For Deliver' }),
      ]);
    renderPage('?ids=4,5,6,7');
    const labels = await screen.findAllByTestId('awb-label');
    expect(within(labels[0]!).getByText('Nothing to collect: Delivered')).toBeInTheDocument();
    expect(within(labels[1]!).getByText('Nothing to collect: Collected')).toBeInTheDocument();
    expect(within(labels[2]!).getByText('Nothing to collect: Cancelled')).toBeInTheDocument();
    for (const label of labels.slice(0, 3)) expect(within(label).queryByText(/Cash to collect/)).toBeNull();
    expect(within(labels[3]!).getByText('Cash to collect: 250.00 LE')).toBeInTheDocument();
  });

  it('switches to the A4 sheet: a table with one row per order and exact totals', async () => {
    const user = userEvent.setup();
    renderPage('?ids=3,1,2');
    await screen.findAllByTestId('awb-label');
    await user.click(screen.getByRole('button', { name: 'A4 sheet' }));
    const table = await screen.findByRole('table');
    expect(screen.queryByTestId('awb-label')).toBeNull();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Serial', 'Date', 'Customer', 'Recipient', 'Phone', 'City / zone', 'Address', 'Contents', 'To collect', 'Fees', 'Notes']);
    const body = table.querySelector('tbody')!;
    const rows = within(body).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('2025000300')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1,200.50 LE')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('45.50 LE')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('Hidden')).toHaveLength(2);
    const footer = table.querySelector('tfoot')!;
    expect(within(footer).getByText('1,700.50 LE')).toBeInTheDocument();
    expect(within(footer).getByText('136.50 LE')).toBeInTheDocument();
    expect(printCalls).toHaveLength(1);
  });

  it('prints with the browser and sets the page size for labels', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage('?ids=1');
    await screen.findAllByTestId('awb-label');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media print\s*\{[^]*@page\s*\{\s*size:\s*100mm 150mm/);
  });

  it("shows the server's refusal", async () => {
    answer = () => HttpResponse.json({ message: "You Don't have Permission in this Page", key: 'permissions.denied' }, { status: 403 });
    renderPage('?ids=1,2');
    expect(await screen.findByText("You Don't have Permission in this Page")).toBeInTheDocument();
    expect(screen.queryByTestId('awb-label')).toBeNull();
  });

  it('says when there is nothing to print, without calling the server', async () => {
    renderPage('?ids=');
    expect(await screen.findByText('No orders to print')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(printCalls).toHaveLength(0);
  });

  it('says how many orders the server did not return', async () => {
    renderPage('?ids=1,99');
    expect(await screen.findByText('1 order could not be printed: it was not found or you may not see it')).toBeInTheDocument();
    expect(screen.getAllByTestId('awb-label')).toHaveLength(1);
  });

  it('mirrors in Arabic but keeps the barcode left to right', async () => {
    await i18nProvider.changeLocale('ar');
    renderPage('?ids=1');
    const [label] = await screen.findAllByTestId('awb-label');
    expect(within(label!).getByText('المبلغ المطلوب تحصيله: 250.00 ج.م')).toBeInTheDocument();
    expect(within(label!).getByRole('img', { name: '2025000100' })).toHaveAttribute('direction', 'ltr');
  });
});

describe('parsePrintIds', () => {
  it('keeps positive whole ids in order, once each', () => {
    expect(parsePrintIds('3, 1,2,3,,x,-4,0,1.5')).toEqual([3, 1, 2]);
    expect(parsePrintIds(null)).toEqual([]);
  });
});
