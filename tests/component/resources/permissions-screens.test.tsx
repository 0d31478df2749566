import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIELD_PERMISSIONS } from '../../../domain/permissions';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const omar = { id: 5, username: 'omar', first_name: 'Omar', last_name: 'Hassan', is_superuser: false };
const rows = [
  { id: '5-7', user_id: 5, customer_id: 7, customer_name: 'Nile Books', view: true },
  { id: '5-8', user_id: 5, customer_id: 8, customer_name: 'Delta Shoes', view: false },
];
const logRows = [
  { id: 2, at: '2025-03-01T10:00:00.000Z', actor_id: 1, actor_username: 'admin', user_id: 5, user_username: 'omar', code: 'export_orders', action: 'revoke' },
];
const writes: { url: string; body: unknown }[] = [];
const logQueries: Record<string, unknown>[] = [];

const record = async (request: Request) => {
  const body: unknown = await request.json();
  writes.push({ url: new URL(request.url).pathname, body });
  return body;
};

withMockApi(() => [
  http.get('/api/permission-users', () => HttpResponse.json([omar], { headers: { 'Content-Range': 'permission-users 0-0/1' } })),
  http.get('/api/CustomerUserPermission', () => HttpResponse.json(rows, { headers: { 'Content-Range': 'CustomerUserPermission 0-1/2' } })),
  http.post('/api/CustomerUserPermission/bulk', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: rows });
  }),
  http.get('/api/userpermissionfieldValue/:user', () =>
    HttpResponse.json({ user: 5, fields: FIELD_PERMISSIONS.map((field) => ({ field, allowed: field === 'show_notes' })) }),
  ),
  http.put('/api/userpermissionfieldValue/:user', async ({ request }) => HttpResponse.json({ user: 5, ...((await record(request)) as object) })),
  http.get('/api/special-permission-logs', ({ request }) => {
    logQueries.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as Record<string, unknown>);
    return HttpResponse.json(logRows, { headers: { 'Content-Range': 'special-permission-logs 0-0/1' } });
  }),
]);

beforeEach(() => {
  writes.length = 0;
  logQueries.length = 0;
});

describe('the permission screens', () => {
  it('set one flag for the selected customer rows', async () => {
    logIn();
    renderStaffAdmin('/dashboard/userprivient/CustomerUserPermission?user=5');
    const user = userEvent.setup();
    await screen.findByText('Delta Shoes');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Set a permission' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Permission' }));
    await user.click(await screen.findByRole('option', { name: 'Revenue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ url: '/api/CustomerUserPermission/bulk', body: { user_id: 5, customer_ids: [7, 8], permissions: { revnue: true } } });
  });

  it('open the account of userprivient/edit/{id} and the new account form at userprivient/new', async () => {
    logIn();
    const { unmount } = renderStaffAdmin('/dashboard/userprivient/edit/5');
    expect(await screen.findByDisplayValue(/omar/i)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/userprivient$/);
    unmount();
    renderStaffAdmin('/dashboard/userprivient/new');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/useraccount\/new$/));
  });

  it('save the field permissions of the picked user', async () => {
    logIn();
    renderStaffAdmin('/dashboard/userpermissionfieldValue?user=5');
    const user = userEvent.setup();
    expect(await screen.findByRole('switch', { name: 'Notes' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Order serial' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    const sent = (writes[0]?.body as { fields: { field: string; allowed: boolean }[] }).fields;
    expect(sent.filter((entry) => entry.allowed).map((entry) => entry.field)).toEqual(['show_order_serial', 'show_notes']);
  });

  it('list the special permission log with translated codes and changes', async () => {
    logIn();
    renderStaffAdmin('/dashboard/special-permission-logs');
    expect(await screen.findByText('Export orders')).toBeInTheDocument();
    expect(screen.getByText('Removed')).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(logQueries[0]).toEqual({});
  });
});
