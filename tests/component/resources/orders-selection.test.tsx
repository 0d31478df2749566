import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { order, orderSupportHandlers, type Call } from './orders-fixtures';

const calls: Call[] = [];
const rows = [order({ id: 1, serial: '10000001' }), order({ id: 2, serial: '10000002', full_name: 'Mona Adel' })];

withMockApi((log) => [
  ...orderSupportHandlers(log, calls),
  http.post('/api/orders/adminorders/', async ({ request }) => {
    const { Filterdata } = (await request.json()) as { Filterdata: { query?: string } };
    const found = Filterdata.query ? rows.filter((row) => row.full_name.includes(String(Filterdata.query))) : rows;
    return HttpResponse.json({ count: found.length, count_capped: false, results: found });
  }),
]);

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const tick = (name: string) => userEvent.click(within(rowOf(name)).getByRole('checkbox'));

/** Opens a bulk action's dialog and reads its title and the records it says it will change. */
async function bulkDialog(action: string) {
  await userEvent.click(screen.getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  const changes = within(dialog).getByRole('list', { name: 'What will change' });
  return {
    dialog,
    changes: within(changes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  };
}

describe('a selection the user can see', () => {
  it('is cleared by a search, so the status dialog moves and lists only the order ticked after it', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    await screen.findByText('Recipient 1');
    await tick('Recipient 1');
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Serial, phone or name'), 'Mona');
    await waitFor(() => expect(screen.queryByText('Recipient 1')).not.toBeInTheDocument());
    expect(screen.queryByText('1 item selected')).not.toBeInTheDocument();
    await tick('Mona Adel');
    const { dialog, changes } = await bulkDialog('Change status');
    expect(within(dialog).getByText('Change the status of 1 order')).toBeInTheDocument();
    expect(changes).toEqual(['10000002']);
  });

  it('does not outlive a reload: the list opens with nothing ticked, whatever the browser kept', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders', memoryStore({ 'adminorders.all.list.selectedIds': [1] }));
    await screen.findByText('Recipient 1');
    await waitFor(() => expect(within(rowOf('Recipient 1')).getByRole('checkbox')).not.toBeChecked());
    expect(screen.queryByText('1 item selected')).not.toBeInTheDocument();
  });

  it('is listed by name in a bulk confirmation', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    await screen.findByText('Recipient 1');
    await tick('Recipient 1');
    await tick('Mona Adel');
    const { dialog, changes } = await bulkDialog('Cancel orders');
    expect(within(dialog).getByText('Cancel 2 orders?')).toBeInTheDocument();
    expect(changes).toEqual(['10000001', '10000002']);
  });
});
