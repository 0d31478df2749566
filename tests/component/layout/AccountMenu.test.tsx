import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from '../../../src/layout/account/AccountMenu';
import { authProvider } from '../../../src/providers/authProvider';
import { readAuth, writeAuth } from '../../../src/providers/storage';
import { renderInAdmin, withMockApi } from './harness';

const server = withMockApi();

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function logIn(staff: boolean) {
  const user = { id: 1, username: 'sara', first_name: 'Sara', last_name: 'Adel', is_staff: staff, is_superuser: false };
  writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user, permitted_url: [] });
}

async function openMenu() {
  renderInAdmin(
    <>
      <AccountMenu />
      <Where />
    </>,
    authProvider,
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: /Sara Adel|Profile/ }));
}

describe('AccountMenu', () => {
  it('offers the profile to merchants but not to staff', async () => {
    logIn(true);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('stays logged in and says so when the server cannot log out', async () => {
    logIn(false);
    server.use(http.post('/api/logout/', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Unable to logout.')).toBeInTheDocument();
    expect(readAuth()).not.toBeNull();
  });

  it('clears the session and goes to the login after logging out', async () => {
    logIn(false);
    server.use(http.post('/api/logout/', () => HttpResponse.json({ ok: true })));
    await openMenu();
    await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(readAuth()).toBeNull());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  });
});
