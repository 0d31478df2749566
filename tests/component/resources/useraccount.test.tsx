import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const account = {
  id: 5,
  username: 'omar',
  email: 'omar@example.com',
  first_name: 'Omar',
  last_name: 'Hassan',
  is_active: true,
  is_staff: true,
  is_superuser: false,
  created_at: '2025-01-02T08:00:00.000Z',
  permitted_url: ['/dashboard/City'],
};
const resets: unknown[] = [];
const creations: unknown[] = [];

/** A superuser, and an account holding a screen the staff member below cannot open. */
const others = [
  { ...account, id: 7, username: 'boss', is_superuser: true, permitted_url: [] },
  { ...account, id: 8, username: 'cashier', permitted_url: ['/dashboard/City', '/dashboard/Zone'] },
];

withMockApi(() => [
  http.get('/api/useraccount', () => HttpResponse.json([account], { headers: { 'Content-Range': 'useraccount 0-0/1' } })),
  http.get('/api/useraccount/:id', ({ params }) => HttpResponse.json([account, ...others].find((row) => String(row.id) === params.id))),
  http.post('/api/useraccount', async ({ request }) => {
    creations.push(await request.json());
    return HttpResponse.json({ ...account, id: 6 }, { status: 201 });
  }),
  http.post('/api/useraccount/:id/reset_password', async ({ request }) => {
    resets.push(await request.json());
    return HttpResponse.json({ message: 'Your password has been changed', key: 'auth.password_changed' });
  }),
]);

beforeEach(() => {
  resets.length = 0;
  creations.length = 0;
});

describe('the staff accounts', () => {
  it('list username, name and email', async () => {
    logIn();
    renderStaffAdmin('/dashboard/useraccount');
    expect(await screen.findByText('omar')).toBeInTheDocument();
    expect(screen.getByText('Omar Hassan')).toBeInTheDocument();
    expect(screen.getByText('omar@example.com')).toBeInTheDocument();
  });

  it('require a username, a name and a password on creation', async () => {
    logIn();
    renderStaffAdmin('/dashboard/useraccount/new');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(creations).toEqual([]);
  });

  it('send the chosen screens, including a creation page, as permitted_url', async () => {
    logIn();
    renderStaffAdmin('/dashboard/useraccount/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'laila');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Laila');
    await user.type(screen.getByLabelText('Password'), 'secret.pass1');
    // By label: a role query over the fifty screen boxes takes seconds in jsdom.
    await user.click(screen.getByLabelText('Zones'));
    await user.click(screen.getByLabelText('Zones: add new'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(creations).toHaveLength(1));
    expect(creations[0]).toMatchObject({
      username: 'laila',
      first_name: 'Laila',
      password: 'secret.pass1',
      permitted_url: ['/dashboard/Zone', '/dashboard/Zone/new'],
    });
  });

  it('show the superuser switch only to superusers, and only grantable screens to staff', async () => {
    logIn(false, ['/dashboard/useraccount', '/dashboard/useraccount/new', '/dashboard/City']);
    renderStaffAdmin('/dashboard/useraccount/new');
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByRole('checkbox', { name: 'Superuser' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cities' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Zones' })).toBeDisabled();
  });

  it('reset a password from the edit page and confirm it', async () => {
    logIn();
    renderStaffAdmin('/dashboard/useraccount/edit/5');
    expect(await screen.findByDisplayValue('omar')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cities' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'new.pass99');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(resets).toEqual([{ password: 'new.pass99' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the actions offered on staff accounts, per role (domain accountActions)', () => {
  const STAFF = ['/dashboard/useraccount', '/dashboard/City'];

  it('let a staff member change, and reset the password of, an account within their own screens', async () => {
    logIn(false, STAFF);
    renderStaffAdmin('/dashboard/useraccount/edit/5');
    expect(await screen.findByDisplayValue('omar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
  });

  it.each([
    ['a superuser', 7, 'boss'],
    ['an account holding a screen they cannot open', 8, 'cashier'],
  ])('show a staff member %s read-only, without Save or Reset password', async (_what, id, username) => {
    logIn(false, STAFF);
    renderStaffAdmin(`/dashboard/useraccount/edit/${id}`);
    expect(await screen.findByDisplayValue(username)).toBeInTheDocument();
    expect(screen.getByText(/Only a superuser may change this account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('let a superuser change any account', async () => {
    logIn();
    renderStaffAdmin('/dashboard/useraccount/edit/7');
    expect(await screen.findByDisplayValue('boss')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
