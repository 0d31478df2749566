import { screen, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { calls, renderSite, server, tokenReply, withSiteServer } from './harness';

withSiteServer();

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  const form = within((await screen.findByRole('button', { name: 'Create account' })).closest('form')!);
  for (const [label, value] of Object.entries(values)) {
    await user.click(form.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
  await user.click(form.getByRole('button', { name: 'Create account' }));
}

const VALID = {
  'First name': 'Mona',
  'Last name': 'Adel',
  'Company name': 'Mona Store',
  Email: 'mona@example.com',
  'Mobile number': '01012345678',
  Password: 'secret1',
  'Confirm password': 'secret1',
};

describe('register page', () => {
  it('checks the fields in the browser before calling the server', async () => {
    renderSite('/register');
    await fill({ Email: 'not-an-email', 'Mobile number': '123', Password: 'secret1', 'Confirm password': 'secret2' });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter an Egyptian mobile number such as 01012345678')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's field error beside the email", async () => {
    server.use(
      http.post('*/api/register/', () =>
        HttpResponse.json({ message: 'User already exists', key: 'auth.user_exists', errors: { email: 'auth.user_exists' } }, { status: 409 }),
      ),
    );
    renderSite('/register');
    await fill(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('User already exists');
  });

  it('registers, stores the session and opens the merchant dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/register/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(tokenReply(), { status: 201 });
      }),
    );
    renderSite('/register');
    await fill(VALID);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/customerdashboard/customeranalytics');
    expect(sent).toEqual({
      first_name: 'Mona',
      last_name: 'Adel',
      company_name: 'Mona Store',
      email: 'mona@example.com',
      phone: '01012345678',
      password: 'secret1',
    });
    expect(localStorage.getItem('auth')).toContain('access-token');
  });
});
