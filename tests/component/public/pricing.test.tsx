import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { LANG_KEY } from '../../../src/providers/storage';
import { SETTINGS, calls, renderSite, server, withSiteServer } from './harness';
import { buildPlan } from './pricing-fixtures';

withSiteServer();

const PLANS = [buildPlan(1, 'Basic', 6, '45'), buildPlan(2, 'Business', 2, '80.50')];
const servePlans = (plans = PLANS) => server.use(http.get('*/api/settings/get_price_list', () => HttpResponse.json({ price_list: plans })));

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('the Price Offers page', () => {
  it('shows a card per published plan with its name, price in LE and delivery', async () => {
    servePlans();
    renderSite('/Pricing');
    expect(await screen.findByRole('heading', { level: 3, name: 'Basic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Business' })).toBeInTheDocument();
    expect(screen.getByText('45.00 LE')).toBeInTheDocument();
    expect(screen.getByText('80.50 LE')).toBeInTheDocument();
    expect(screen.getByText('Basic delivery in 48 hours')).toBeInTheDocument();
    expect(calls).toContain('GET /api/settings/get_price_list');
  });

  it('lists five features, then Show More reveals the sixth and Show Less hides it again', async () => {
    servePlans();
    renderSite('/Pricing');
    const features = await screen.findByRole('list', { name: 'Features of Basic' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Basic feature 6')).toBeNull();
    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(more);
    expect(screen.getByText('Basic feature 6')).toBeInTheDocument();
    expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText('Basic feature 6')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Features of Business' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Show More' })).toHaveLength(1);
  });

  it('is titled after the company and leads to /contact with Contact Us', async () => {
    servePlans();
    renderSite('/Pricing');
    await screen.findByRole('heading', { level: 3, name: 'Basic' });
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe(`Pricing: Price List | ${SETTINGS.company}`));
  });

  it('says when no offer is published', async () => {
    servePlans([]);
    renderSite('/Pricing');
    expect(await screen.findByRole('heading', { name: 'No price offers are published yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('only logs a failure to load the list and shows the empty state', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/api/settings/get_price_list', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderSite('/Pricing');
    expect(await screen.findByRole('heading', { name: 'No price offers are published yet' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('price list could not be loaded', expect.any(Error));
    warn.mockRestore();
  });

  it('shows the loading state until the list arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/settings/get_price_list', async () => (await gate, HttpResponse.json({ price_list: PLANS }))));
    renderSite('/Pricing');
    expect(await screen.findByText('Loading price offers…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 3, name: 'Basic' })).toBeInTheDocument();
    expect(screen.queryByText('Loading price offers…')).toBeNull();
  });

  it('is in Arabic, prices in ج.م, right to left', async () => {
    localStorage.setItem(LANG_KEY, 'ar');
    await i18nProvider.changeLocale('ar');
    servePlans();
    renderSite('/Pricing');
    expect(await screen.findByText('45.00 ج.م')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض المزيد' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', '/contact');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(document.title).toBe(`الأسعار: قائمة الأسعار | ${SETTINGS.company}`));
  });
});
