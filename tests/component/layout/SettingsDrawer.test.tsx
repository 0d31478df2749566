import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { describe, expect, it } from 'vitest';
import { SettingsButton } from '../../../src/layout/settings-drawer/SettingsButton';
import { DisplayProvider } from '../../../src/layout/theme/settings';
import { LANG_KEY, SETTINGS_KEY } from '../../../src/providers/storage';
import { renderInAdmin, withMockApi } from './harness';

withMockApi();

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;

describe('SettingsButton', () => {
  it('opens the drawer and keeps every choice in localStorage', async () => {
    renderInAdmin(
      <DisplayProvider>
        <SettingsButton />
      </DisplayProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    await user.click(await screen.findByRole('button', { name: 'Nature' }));
    await user.click(screen.getByRole('switch', { name: 'Compact mode' }));
    await user.click(screen.getByRole('switch', { name: 'Right to left' }));
    expect(stored()).toMatchObject({ mode: 'nature', compact: true, rtl: true });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Compact mode', hidden: true })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    expect(await screen.findByRole('switch', { name: 'Compact mode' })).toBeChecked();
  });

  it('keeps right to left on and locked for Arabic', async () => {
    localStorage.setItem(LANG_KEY, 'ar');
    renderInAdmin(
      <DisplayProvider>
        <SettingsButton />
      </DisplayProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Display settings' }));
    const rtl = await screen.findByRole('switch', { name: 'Right to left' });
    expect(rtl).toBeChecked();
    expect(rtl).toBeDisabled();
  });
});
