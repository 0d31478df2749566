import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { expectToast, logIn } from './support/session';

const app = useE2eApp();

const path = (page: Page) => new URL(page.url()).pathname;
const menu = (page: Page) => page.locator('.RaSidebar-fixed, .MuiDrawer-paper').first();

describe('login and roles', () => {
  it('shows the login page and logs the superuser in to the dashboard with every screen', async () => {
    const { page, context } = await app.browser.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await screenshot(page, 'login-en');
    await logIn(page, app.server.url, app.server.accounts.superuser);
    expect(path(page)).toBe('/dashboard/');
    for (const label of ['Cities', 'Zones', 'Areas', 'Customer categories', 'Hold reasons', 'Hang-on reasons', 'Site settings', 'Staff accounts']) {
      await menu(page).getByText(label, { exact: true }).waitFor();
    }
    expect(await page.title()).toBe('Dynamic Shipping System');
    await context.close();
  });

  it('shows staff only their screens and refuses another URL with the toast', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.staff);
    await menu(page).getByText('Cities', { exact: true }).waitFor();
    expect(await menu(page).getByText('Staff accounts', { exact: true }).count()).toBe(0);
    expect(await menu(page).getByText('Site settings', { exact: true }).count()).toBe(0);
    await page.goto(`${app.server.url}/dashboard/useraccount`);
    await expectToast(page, "You Don't have Permission in this Page");
    expect(path(page)).toBe('/dashboard/');
    await page.getByText('Welcome, Sara Mahmoud').waitFor();
    await screenshot(page, 'staff-home-en');
    await context.close();
  });

  it('sends a merchant to its own dashboard and away from the staff analytics with the toast', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.customer);
    expect(path(page)).toBe('/customerdashboard/customeranalytics');
    await page.getByRole('heading', { name: 'Waiting for pickup' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'العربية' }).waitFor();
    await screenshot(page, 'merchant-home-en');
    await page.goto(`${app.server.url}/dashboard/analytics`);
    await expectToast(page, "You Don't have Permission in this Page");
    expect(path(page)).toBe('/customerdashboard/customeranalytics');
    await context.close();
  });

  it('returns to the path first asked for, keeps the session on reload, guards /login, and logs out', async () => {
    const { page, context } = await app.browser.newPage();
    await page.goto(`${app.server.url}/dashboard/City`);
    await page.waitForURL(/\/login\?next=/);
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/City')}`);
    expect(path(page)).toBe('/dashboard/City');
    await page.reload();
    await page.getByText('Cairo', { exact: true }).first().waitFor();
    expect(path(page)).toBe('/dashboard/City');
    await page.goto(`${app.server.url}/login`);
    await page.waitForURL(`${app.server.url}/dashboard/`);
    await page
      .getByRole('button', { name: /profile|account|user/i })
      .first()
      .click();
    await page.getByText('Log out', { exact: true }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.goto(`${app.server.url}/dashboard/City`);
    await page.waitForURL(/\/login/);
    await context.close();
  });
});

describe('cities end to end', () => {
  it('creates, edits and deletes a city', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/City')}`);
    await page.getByText('Cairo', { exact: true }).first().waitFor();
    await screenshot(page, 'city-list-en');
    await page.goto(`${app.server.url}/dashboard/City/new`);
    await page.locator('input[name="name"]').fill('Siwa Oasis');
    await page.locator('input[name="name_ar"]').fill('واحة سيوة');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${app.server.url}/dashboard/City`);
    await page
      .getByPlaceholder(/search/i)
      .or(page.getByLabel(/search/i))
      .first()
      .fill('Siwa');
    await page.getByText('Siwa Oasis', { exact: true }).click();
    await page.waitForURL(/\/dashboard\/City\/edit\/\d+$/);
    await page.locator('input[name="name"]').fill('Siwa');
    await page.getByRole('button', { name: 'Save' }).click();
    // Back on the list, which puts the search it keeps into the address.
    await page.waitForURL(/\/dashboard\/City(\?.*)?$/);
    await page.getByText('Siwa', { exact: true }).click();
    await page.waitForURL(/\/dashboard\/City\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/dashboard\/City(\?.*)?$/);
    await page.reload();
    await page
      .getByText(/no .*city|no results|no cities/i)
      .first()
      .waitFor();
    await context.close();
  });
});

describe('Arabic', () => {
  it('switches to Arabic on the login page and mirrors the back office', async () => {
    const { page, context } = await app.browser.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'العربية' }).first().click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await screenshot(page, 'login-ar');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/City')}`);
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    await menu(page).getByText('المدن', { exact: true }).waitFor();
    await menu(page).getByText('المناطق', { exact: true }).waitFor();
    await page.getByText('القاهرة', { exact: true }).first().waitFor();
    const sidebar = await menu(page).boundingBox();
    expect(sidebar && sidebar.x > 600).toBe(true);
    await screenshot(page, 'city-list-ar');
    await context.close();
  });
});
