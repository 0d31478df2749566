import { screen } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ExpenseRecord } from '../../../domain/api/expenses';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';

const expense: ExpenseRecord = {
  id: 5,
  category_id: 1,
  category_name: 'Fuel',
  category_name_ar: 'وقود',
  amount: '120.00',
  expense_date: '2026-11-20',
  note: 'Van',
  receipt_url: null,
  status: 'posted',
  version: 1,
  created_by_name: 'admin',
  created_at: '2026-11-20T09:00:00.000Z',
};
const totals = { total: '120.00' };

withMockApi(() => [
  http.get('/api/expenses/', () => HttpResponse.json(specPage([expense], { totals }))),
  http.get('/api/expenses/:id', () => HttpResponse.json(expense)),
  http.get('/api/payouts/', () => HttpResponse.json(specPage([], { totals: {} }))),
  http.get('/api/payouts/due/', () => HttpResponse.json([])),
  http.get('/api/ExpenseCategory', () =>
    HttpResponse.json([{ id: 1, name: 'Fuel', name_ar: 'وقود', is_active: true }], { headers: { 'Content-Range': 'ExpenseCategory 0-0/1' } }),
  ),
]);

const where = () => screen.getByTestId('where').textContent;

/** Finds the link named `name`, checks it leads to `path` and follows it. */
async function follow(name: string, path: string) {
  const link = await screen.findByRole('link', { name });
  expect(link).toHaveAttribute('href', path);
  await userEvent.click(link);
}

/**
 * The lists drawn with react-admin's own list actions and empty page (expenses, payouts, closings) build their
 * create address as react-admin does; the app answers it at the spec's `new`, and shows the button only to whoever
 * is granted that page.
 */
describe('create buttons', () => {
  it("opens the expense form at expenses/new from the list's create button", async () => {
    logIn(false, ['/dashboard/expenses', '/dashboard/expenses/new']);
    renderStaffAdmin('/dashboard/expenses');
    await follow('Create', '/dashboard/expenses/new');
    expect(await screen.findByLabelText(/^Amount/)).toBeInTheDocument();
    expect(where()).toBe('/dashboard/expenses/new');
  });

  it('opens the expense at expenses/edit/{id} from its row', async () => {
    logIn(false, ['/dashboard/expenses', '/dashboard/expenses/new']);
    renderStaffAdmin('/dashboard/expenses');
    await follow('Edit', '/dashboard/expenses/edit/5');
    expect(await screen.findByDisplayValue('Van')).toBeInTheDocument();
    expect(where()).toBe('/dashboard/expenses/edit/5');
  });

  it('shows no create button to a user who may list expenses but not record one', async () => {
    logIn(false, ['/dashboard/expenses']);
    renderStaffAdmin('/dashboard/expenses');
    await screen.findByText('Van');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('offers the first payout batch from the empty list, named as the list names it', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/payouts');
    await screen.findByText(/No payout batch yet/);
    await follow('New batch', '/dashboard/payouts/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New payout batch' })).toBeInTheDocument();
    expect(where()).toBe('/dashboard/payouts/new');
  });
});
