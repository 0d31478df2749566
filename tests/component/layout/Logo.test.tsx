import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Logo } from '../../../src/layout/site/Logo';
import { reloadSiteSettings } from '../../../src/layout/site/useSiteSettings';
import { withMockApi } from './harness';

const server = withMockApi();
let settings = { company: '', logo: '' };

beforeEach(async () => {
  server.use(http.get('/api/settings/get_user_settings', () => HttpResponse.json({ settings })));
  await reloadSiteSettings();
});

describe('the logo', () => {
  it('shows the default mark, which names nobody, beside the name the spec gives until the company is set', async () => {
    render(<Logo />);
    expect(await screen.findByText('Dynamic Shipping System')).toBeInTheDocument();
    // The mark itself carries no name that could differ from the company's.
    expect(readFileSync(resolve(import.meta.dirname, '../../../public/logo.svg'), 'utf8')).not.toMatch(/<text/);
  });

  it('names the company of the site settings beside the default mark, and on an uploaded logo', async () => {
    settings = { company: 'Nile Express', logo: '' };
    await reloadSiteSettings();
    const { unmount } = render(<Logo />);
    expect(await screen.findByText('Nile Express')).toBeInTheDocument();
    unmount();
    settings = { company: 'Nile Express', logo: '/media/7' };
    await reloadSiteSettings();
    render(<Logo />);
    expect(await screen.findByRole('img', { name: 'Nile Express' })).toHaveAttribute('src', '/media/7');
  });
});
