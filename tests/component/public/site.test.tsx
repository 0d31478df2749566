import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeAuth } from '../../../src/providers/storage';
import { SETTINGS, buildUser, renderSite, withSiteServer } from './harness';

withSiteServer();

describe('footer', () => {
  it('has the five links with the exact labels', async () => {
    renderSite('/');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/service'],
      ['Find us', '/contact'],
      ['Price Offers', '/Pricing'],
    ]);
  });

  it('shows the company settings and opens social pages in a new tab', async () => {
    renderSite('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(SETTINGS.company)).toBeInTheDocument();
    expect(within(footer).getByText(SETTINGS.homeSlogin)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SETTINGS.phone })).toHaveAttribute('href', 'tel:01012345678');
    expect(within(footer).getByRole('link', { name: SETTINGS.email })).toHaveAttribute('href', `mailto:${SETTINGS.email}`);
    const facebook = within(footer).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', SETTINGS.facebook_link);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener');
    expect(within(footer).queryByRole('link', { name: 'LinkedIn' })).toBeNull();
  });
});

describe('pages', () => {
  it('titles Price Offers after the company and links Contact Us to /contact', async () => {
    renderSite('/Pricing');
    const contact = await screen.findByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe(`Pricing: Price List | ${SETTINGS.company}`));
  });

  it('shows the company name and slogan on the home page', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1, name: SETTINGS.company })).toBeInTheDocument();
  });

  it('offers Dashboard instead of Log In to a logged-in user', async () => {
    writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user: buildUser(), permitted_url: [] });
    renderSite('/about');
    const dashboard = await screen.findAllByRole('link', { name: 'Dashboard', hidden: true });
    expect(dashboard[0]).toHaveAttribute('href', '/customerdashboard/customeranalytics');
    expect(screen.queryByRole('link', { name: 'Log In', hidden: true })).toBeNull();
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    renderSite('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'We could not find this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('redirects docs/* to the home page', async () => {
    renderSite('/docs/getting-started');
    expect(await screen.findByRole('heading', { level: 1, name: SETTINGS.company })).toBeInTheDocument();
  });
});
