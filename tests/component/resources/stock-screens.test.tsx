import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logIn, lookupHandlers, renderStaffAdmin, withMockApi, type LookupRow } from './harness';

type MaterialRow = LookupRow & { unit: string; size: string; unit_cost: string; price: string; reorder_point: number; average_cost: string };
type WarehouseRow = LookupRow & { address: string; keeper_id: number | null };

const materials: MaterialRow[] = [
  {
    id: 1,
    name: 'Flyer bag A4',
    name_ar: 'كيس فلاير A4',
    is_active: true,
    unit: 'pack',
    size: '25 x 35 cm',
    unit_cost: '12.50',
    price: '15.00',
    reorder_point: 200,
    average_cost: '11.67',
  },
  { id: 2, name: 'Tape', name_ar: '', is_active: false, unit: 'roll', size: '', unit_cost: '0.00', price: '0.00', reorder_point: 0, average_cost: '0.00' },
];
const warehouses: WarehouseRow[] = [
  { id: 1, name: 'Nasr City hub', name_ar: 'مخزن مدينة نصر', is_active: true, address: '12 Makram Ebeid', keeper_id: 7 },
  { id: 2, name: 'Giza hub', name_ar: '', is_active: true, address: 'Faisal St', keeper_id: null },
];
const keepers = [{ id: 7, username: 'hany', first_name: 'Hany', last_name: 'Adel', is_superuser: false }];

/** The material saved as the server answers it: its money back as LE text. */
const saved = (request: Request) =>
  request.json().then((body: Record<string, unknown>) => HttpResponse.json({ id: 9, average_cost: body.unit_cost, ...body }, { status: 201 }));

// The keepers first: the warehouses' handlers answer every other path that starts with /api/warehouse.
const keepersHandler = http.get('/api/warehouse-keepers', () => HttpResponse.json(keepers, { headers: { 'Content-Range': 'warehouse-keepers 0-0/1' } }));
const api = withMockApi((log) => [
  keepersHandler,
  ...lookupHandlers('material', () => materials, log, saved),
  ...lookupHandlers('warehouse', () => warehouses, log),
]);
const { log } = api;

// The Arabic test switches the app's one translator; the others read English.
afterEach(async () => {
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en');
});

describe('the material list', () => {
  it('shows each material with its unit, money, reorder point and average cost', async () => {
    logIn();
    renderStaffAdmin('/dashboard/material');
    const row = (await screen.findByText('Flyer bag A4')).closest('tr')!;
    for (const text of ['Pack', '25 x 35 cm', '12.50 LE', '15.00 LE', '200', '11.67 LE']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByText('Tape').closest('tr')!).getByText('Roll')).toBeInTheDocument();
    expect(log.lists[0]?.sort).toEqual(['name', 'ASC']);
  });

  it('names and sorts materials by their Arabic name on Arabic screens, units in Arabic', async () => {
    localStorage.setItem('lang', 'ar');
    logIn();
    renderStaffAdmin('/dashboard/material', memoryStore({ locale: 'ar' }));
    const row = (await screen.findByText('كيس فلاير A4')).closest('tr')!;
    expect(await within(row).findByText('عبوة')).toBeInTheDocument();
    expect(within(row).getByText('12.50 ج.م')).toBeInTheDocument();
    // No Arabic name: the English one.
    expect(screen.getByText('Tape')).toBeInTheDocument();
    expect(log.lists[0]?.sort).toEqual(['name_ar', 'ASC']);
  });
});

describe('the material form', () => {
  it('says beside each field what is wrong, without calling the server', async () => {
    logIn();
    renderStaffAdmin('/dashboard/material/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Box M');
    const cost = screen.getByRole('textbox', { name: 'Unit cost' });
    await user.clear(cost);
    await user.type(cost, '10000.01');
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '1.234');
    const reorder = screen.getByRole('spinbutton', { name: 'Reorder point' });
    await user.clear(reorder);
    await user.type(reorder, '1000001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A reorder point is a whole number from 0 to 1,000,000')).toBeInTheDocument();
    expect(cost).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount of 0 or more with at most 2 decimals, such as 45.50')).toBeInTheDocument();
    expect(log.writes).toEqual([]);
  });

  it('sends its money as LE text, and a unit chosen by its label', async () => {
    logIn();
    renderStaffAdmin('/dashboard/material/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Box M');
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Box' }));
    const cost = screen.getByRole('textbox', { name: 'Unit cost' });
    await user.clear(cost);
    await user.type(cost, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(log.writes).toHaveLength(1));
    expect(JSON.parse(String(log.writes[0]?.body))).toMatchObject({
      name: 'Box M',
      unit: 'box',
      unit_cost: '12.50',
      price: '0',
      reorder_point: 0,
      is_active: true,
    });
  });
});

describe('the material edit page', () => {
  it('shows what one unit is worth at average cost, read-only', async () => {
    logIn();
    renderStaffAdmin('/dashboard/material/edit/1');
    expect(await screen.findByDisplayValue('12.50')).toBeInTheDocument();
    expect(screen.getByText('Average cost')).toBeInTheDocument();
    expect(screen.getByText('11.67 LE')).toBeInTheDocument();
  });
});

describe('the warehouse list', () => {
  it('shows each warehouse with its address and its keeper, and opens one at its edit URL', async () => {
    logIn();
    renderStaffAdmin('/dashboard/warehouse');
    const row = (await screen.findByText('Nasr City hub')).closest('tr')!;
    expect(within(row).getByText('12 Makram Ebeid')).toBeInTheDocument();
    expect(await within(row).findByText('hany')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Giza hub'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/warehouse/edit/2'));
    expect(await screen.findByDisplayValue('Faisal St')).toBeInTheDocument();
  });
});

describe('the warehouse form', () => {
  it('picks the keeper among the staff accounts and shows the server refusing one beside the field', async () => {
    logIn();
    // The refused save is logged by react-admin; the test reads it on the screen.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.server.use(
      keepersHandler,
      ...lookupHandlers(
        'warehouse',
        () => warehouses,
        log,
        () => HttpResponse.json({ message: 'Not found', key: 'validation.invalid', errors: { keeper_id: 'errors.not_found' } }, { status: 400 }),
      ),
    );
    renderStaffAdmin('/dashboard/warehouse/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Maadi hub');
    await user.click(screen.getByRole('combobox', { name: 'Keeper' }));
    await user.click(await screen.findByRole('option', { name: 'hany (Hany Adel)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(log.writes).toHaveLength(1));
    expect(JSON.parse(String(log.writes[0]?.body))).toMatchObject({ name: 'Maadi hub', keeper_id: 7, is_active: true });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/warehouse/new');
  });
});
