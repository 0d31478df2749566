import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OVERRIDE_FLAGS } from '../../../domain/permissions';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const staffUsers = [
  { id: 1, username: 'admin', first_name: 'Mona', last_name: 'Saleh', is_superuser: false },
  { id: 5, username: 'omar', first_name: 'Omar', last_name: 'Hassan', is_superuser: false },
];
const allOff = Object.fromEntries(OVERRIDE_FLAGS.map((flag) => [flag, false]));
const customerRow = { id: '5-7', user_id: 5, customer_id: 7, customer_name: 'Nile Books', view: true, phone: false };
const overrideWrites: unknown[] = [];
const rowWrites: unknown[] = [];

/** The first render loads the page's lazy chunks, which can take longer than a find's default second. */

const idsOf = (request: Request) => {
  const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { id?: number[] };
  return filter.id;
};

withMockApi(() => [
  http.get('/api/permission-users', ({ request }) => {
    const ids = idsOf(request);
    const rows = ids ? staffUsers.filter((user) => ids.includes(user.id)) : staffUsers;
    return HttpResponse.json(rows, { headers: { 'Content-Range': `permission-users 0-${rows.length - 1}/${rows.length}` } });
  }),
  http.patch('/api/user-permission/', async ({ request }) => {
    const { user } = (await request.json()) as { user: number };
    return HttpResponse.json({ user, permissions: allOff });
  }),
  http.post('/api/user-permission/', async ({ request }) => {
    const body = (await request.json()) as { user: number; permissions: Record<string, boolean> };
    overrideWrites.push(body);
    return HttpResponse.json({ user: body.user, permissions: body.permissions });
  }),
  http.get('/api/CustomerUserPermission', () => HttpResponse.json([customerRow], { headers: { 'Content-Range': 'CustomerUserPermission 0-0/1' } })),
  http.put('/api/CustomerUserPermission/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    rowWrites.push({ id: params.id, ...body });
    return HttpResponse.json({ ...customerRow, ...body });
  }),
]);

beforeEach(() => {
  overrideWrites.length = 0;
  rowWrites.length = 0;
});

describe('the user permissions page', () => {
  it('saves the overrides of the picked user', async () => {
    logIn();
    renderStaffAdmin('/dashboard/userprivient?user=5');
    const user = userEvent.setup();
    const viewAll = await screen.findByRole('switch', { name: 'View every customer' });
    expect(screen.getByRole('tab', { name: 'Customers' })).toBeInTheDocument();
    await user.click(viewAll);
    await user.click(screen.getByRole('switch', { name: 'See every shipper’s phone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(overrideWrites).toHaveLength(1));
    expect(overrideWrites[0]).toEqual({ user: 5, permissions: { ...allOff, all_customer_view: true, all_shipper_phone: true } });
    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
  });

  it('asks for a staff member first', async () => {
    logIn();
    renderStaffAdmin('/dashboard/userprivient');
    expect(await screen.findByText('Pick a staff member to see and change their permissions.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('opens a child address on its tab and hides the tabs the viewer may not open', async () => {
    logIn(false, ['/dashboard/userprivient/CustomerUserPermission']);
    renderStaffAdmin('/dashboard/userprivient/CustomerUserPermission?user=5');
    expect(await screen.findByText('Nile Books')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Customers']);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Phone: Nile Books' }));
    await waitFor(() => expect(rowWrites).toHaveLength(1));
    expect(rowWrites[0]).toMatchObject({ id: '5-7', phone: true });
  });

  it('shows a non-superuser their own permissions read only', async () => {
    logIn(false, ['/dashboard/userprivient']);
    renderStaffAdmin('/dashboard/userprivient?user=1');
    expect(await screen.findByText('You cannot change your own permissions; another administrator must do it.')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('switch', { name: 'View every customer' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
