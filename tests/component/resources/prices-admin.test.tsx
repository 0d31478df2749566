import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import CustomerPricesPanel from '../../../src/resources/prices/CustomerPricesPanel';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const cities = [
  { id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true },
  { id: 2, name: 'Giza', name_ar: 'الجيزة', is_active: true },
];
const zones = [{ id: 7, name: 'Nasr City', name_ar: '', is_active: true, city_id: 1 }];
const categories = [{ id: 3, name: 'Gold', name_ar: 'ذهبي', is_active: true }];
const categoryPrices = [
  { id: 11, category_id: 3, city_id: 1, zone_id: null, delivery_price: '45.00', return_price: '20.00' },
  { id: 12, category_id: 3, city_id: 1, zone_id: 7, delivery_price: '50.00', return_price: '22.00' },
];
const plan = { id: 4, plan_name: 'Starter', plan_price: '49.50', plan_delivery: '48 hours', sort_order: 1, is_active: true, details_child: [] };
/** The admin loads its screens on demand, which takes a while in jsdom. */
const writes: { method: string; url: string; body: unknown }[] = [];

/** GET list and one of a resource answered from `rows`, filtered by equality on each filter key. */
function rest(name: string, rows: Record<string, unknown>[]) {
  return [
    http.get(`/api/${name}`, ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      const found = rows.filter((row) =>
        Object.entries(filter).every(([key, wanted]) => (Array.isArray(wanted) ? wanted.includes(row[key]) : row[key] === wanted)),
      );
      return HttpResponse.json(found, { headers: { 'Content-Range': `${name} 0-${Math.max(found.length - 1, 0)}/${found.length}` } });
    }),
    http.get(`/api/${name}/:id`, ({ params }) => HttpResponse.json(rows.find((row) => String(row.id) === params.id))),
  ];
}

const log =
  (status: number, reply: Record<string, unknown>) =>
  async ({ request }: { request: Request }) => {
    writes.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json(reply, { status });
  };

withMockApi(() => [
  ...rest('City', cities),
  ...rest('Zone', zones),
  ...rest('customercategory', categories),
  ...rest('category-prices', categoryPrices),
  ...rest('Pricing', [plan]),
  http.post('/api/category-prices', log(201, { ...categoryPrices[0], id: 13, city_id: 2 })),
  http.post('/api/Pricing', log(201, plan)),
  ...rest('customer-prices', [{ id: 21, customer_id: 9, city_id: 2, zone_id: null, delivery_price: '38.00', return_price: '12.00' }]),
  http.get('/api/shipment-price', ({ request }) => {
    const city = new URL(request.url).searchParams.get('city');
    return city === '1'
      ? HttpResponse.json({ fee: '45.00', return_fee: '9.50', source: 'category_city', return_source: 'return_template' })
      : HttpResponse.json({ message: 'No delivery price is set for this city', key: 'prices.no_price' }, { status: 404 });
  }),
]);

beforeEach(() => {
  writes.length = 0;
});

describe('the category price templates', () => {
  it('show the first category’s prices per city and zone, in LE', async () => {
    logIn();
    renderStaffAdmin('/dashboard/customers/CategoryTemplateList');
    expect(await screen.findByText('50.00 LE')).toBeInTheDocument();
    expect(screen.getByText('45.00 LE')).toBeInTheDocument();
    expect(screen.getByText('Whole city')).toBeInTheDocument();
    expect(await screen.findByText('Nasr City')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customer category' })).toHaveTextContent('Gold');
  });

  it('add a city price to the chosen category through a dialog', async () => {
    logIn();
    renderStaffAdmin('/dashboard/customers/CategoryTemplateList');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add price' }));
    const dialog = await screen.findByRole('dialog', { name: 'New price' });
    await user.click(within(dialog).getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Giza' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Delivery price' }), '4.567');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at most 2 decimals, such as 45.50/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Delivery price' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Delivery price' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      url: '/api/category-prices',
      body: { category_id: 3, city_id: 2, delivery_price: '40', return_price: '0' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the pricing plans admin', () => {
  it('lists plans with their price in LE', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Pricing');
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.getByText('49.50 LE')).toBeInTheDocument();
  });

  it('creates a plan with its features', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Pricing/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Plan name' }), 'Business');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '80.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByRole('textbox', { name: 'Feature' }), 'Cash on delivery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ plan_name: 'Business', plan_price: '80.5', details_child: [{ detail_description: 'Cash on delivery' }] });
  });
});

describe('the customer prices panel', () => {
  const renderPanel = () =>
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <CustomerPricesPanel customerId={9} />
        </AdminContext>
      </MemoryRouter>,
    );

  it('lists the customer’s own prices and checks the price of a shipment, with its source', async () => {
    logIn();
    renderPanel();
    expect(await screen.findByText('38.00 LE')).toBeInTheDocument();
    expect(await screen.findByText('Giza')).toBeInTheDocument();
    const user = userEvent.setup();
    const cityBoxes = screen.getAllByRole('combobox', { name: 'City' });
    await user.click(cityBoxes[cityBoxes.length - 1]!);
    await user.click(await screen.findByRole('option', { name: 'Cairo' }));
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    const result = await screen.findByTestId('price-check-result');
    expect(result).toHaveTextContent('45.00 LE');
    expect(result).toHaveTextContent('Category price for the city');
    expect(result).toHaveTextContent('Return price template');
    await user.click(cityBoxes[cityBoxes.length - 1]!);
    await user.click(await screen.findByRole('option', { name: 'Giza' }));
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('No delivery price is set for this city')).toBeInTheDocument();
  });
});
