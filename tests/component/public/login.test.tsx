import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { writeAuth } from '../../../src/providers/storage';
import { buildUser, calls, renderSite, server, tokenReply, withSiteServer } from './harness';

withSiteServer();

const form = async () => (await screen.findByRole('button', { name: 'Log In' })).closest('form')!;

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  const scope = within(await form());
  await user.type(scope.getByLabelText(/^Email/), username);
  await user.type(scope.getByLabelText(/^Password/), password);
  await user.click(scope.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('has an email field sent as username and a password field', async () => {
    renderSite('/login');
    const scope = within(await form());
    const email = scope.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'username');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(scope.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it("says 'Password is required' when the form is empty and calls nothing", async () => {
    renderSite('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's message for wrong credentials", async () => {
    server.use(
      http.post('*/api/token/', () =>
        HttpResponse.json({ message: 'Login faild please check your username and password', key: 'auth.login_failed' }, { status: 401 }),
      ),
    );
    renderSite('/login');
    await fillAndSubmit('merchant@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login faild please check your username and password');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('shows the lock-out with its minutes after too many attempts', async () => {
    server.use(
      http.post('*/api/token/', () =>
        HttpResponse.json({ message: 'Too many failed logins. Please try again in 12 minutes.', key: 'auth.too_many_attempts' }, { status: 429 }),
      ),
    );
    renderSite('/login');
    await fillAndSubmit('merchant@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 12 minutes.');
  });

  it('sends the username and password, then goes to the next parameter', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/token/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(tokenReply());
      }),
    );
    renderSite('/login?next=%2Fcustomerdashboard%2Forders%3Fpage%3D2');
    await fillAndSubmit('merchant@example.com', 'secret1');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/customerdashboard/orders?page=2');
    expect(sent).toEqual({ username: 'merchant@example.com', password: 'secret1' });
    expect(localStorage.getItem('auth')).toContain('access-token');
  });

  it('ignores a next parameter that leaves the site and goes home instead', async () => {
    server.use(http.post('*/api/token/', () => HttpResponse.json(tokenReply(buildUser({ is_staff: true })))));
    renderSite('/login?next=%2F%2Fevil.example%2Fsteal');
    await fillAndSubmit('staff', 'secret1');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard\/$/);
  });

  it('sends a logged-in merchant from /login to their home', async () => {
    writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user: buildUser(), permitted_url: [] });
    renderSite('/login');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/customerdashboard/customeranalytics');
  });

  it('sends logged-in staff from /register to the dashboard', async () => {
    writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user: buildUser({ is_staff: true }), permitted_url: [] });
    renderSite('/register');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard\/$/);
  });

  it('shows the form on /login-unguarded even when logged in', async () => {
    writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user: buildUser(), permitted_url: [] });
    renderSite('/login-unguarded');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});

describe('network failure', () => {
  it("says 'Something went wrong' when the server cannot be reached", async () => {
    server.use(http.post('*/api/token/', () => HttpResponse.error()));
    renderSite('/login');
    await fillAndSubmit('merchant@example.com', 'secret1');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong Please Reload and try again'));
  });
});
