import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PasswordDialog } from '../../../src/layout/account/PasswordDialog';
import { renderInAdmin, withMockApi } from './harness';

const server = withMockApi();
const RESET = '/api/users/reset_password/';

async function fill(values: { password: string; new_password: string; confirm_password: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), values.password);
  await user.type(screen.getByLabelText('New password'), values.new_password);
  await user.type(screen.getByLabelText('Confirm new password'), values.confirm_password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordDialog', () => {
  it('checks the rules in the browser and does not call the server', async () => {
    const calls = vi.fn();
    server.use(http.post(RESET, () => (calls(), HttpResponse.json({}))));
    renderInAdmin(<PasswordDialog open onClose={vi.fn()} />);
    await fill({ password: 'secret1', new_password: 'new pass', confirm_password: 'other1' });
    expect(await screen.findByText('Password must have no spaces')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must have no spaces');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords must match');
    expect(calls).not.toHaveBeenCalled();
  });

  it('asks for at least 6 characters', async () => {
    renderInAdmin(<PasswordDialog open onClose={vi.fn()} />);
    await fill({ password: 'abc', new_password: 'x', confirm_password: 'x' });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Must be at least 6 characters'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Must be at least 6 characters');
  });

  it('asks for every field', async () => {
    renderInAdmin(<PasswordDialog open onClose={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Required'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Required');
  });

  it('sends a valid change, shows the server message and closes', async () => {
    let body: unknown;
    server.use(
      http.post(RESET, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Your password has been changed', key: 'auth.password_changed' });
      }),
    );
    const onClose = vi.fn();
    renderInAdmin(<PasswordDialog open onClose={onClose} />);
    await fill({ password: 'secret1', new_password: 'new.pass@1', confirm_password: 'new.pass@1' });
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Your password has been changed');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(body).toEqual({ password: 'secret1', new_password: 'new.pass@1', confirm_password: 'new.pass@1' });
  });

  it('shows a 400 reply as an error toast and its field errors beside the fields', async () => {
    server.use(
      http.post(RESET, () =>
        HttpResponse.json(
          { message: 'The current password is not correct', key: 'auth.wrong_current_password', errors: { password: 'auth.wrong_current_password' } },
          { status: 400 },
        ),
      ),
    );
    const onClose = vi.fn();
    renderInAdmin(<PasswordDialog open onClose={onClose} />);
    await fill({ password: 'wrong11', new_password: 'new.pass@1', confirm_password: 'new.pass@1' });
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('The current password is not correct');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure to reach the server inside the form', async () => {
    server.use(http.post(RESET, () => HttpResponse.error()));
    renderInAdmin(<PasswordDialog open onClose={vi.fn()} />);
    await fill({ password: 'secret1', new_password: 'new.pass@1', confirm_password: 'new.pass@1' });
    expect(await screen.findByText('Something went wrong Please Reload and try again')).toBeInTheDocument();
  });
});
