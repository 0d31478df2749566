import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { expectToast, logIn } from './support/session';

const app = useE2eApp();

describe('forms and settings as a superuser', () => {
  it('explains what is missing on a new zone, beside the fields', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/Zone/new')}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('City is required').waitFor();
    await screenshot(page, 'zone-create-validation-en');
    await context.close();
  });

  it('refuses to delete a city that zones use, with the reason', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/City')}`);
    await page.getByText('Cairo', { exact: true }).click();
    await page.waitForURL(/\/dashboard\/City\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'cannot be deleted');
    await page.goto(`${app.server.url}/dashboard/City`);
    await page.getByText('Cairo', { exact: true }).waitFor();
    await context.close();
  });

  it('renames the company in site settings and the title, header and footer follow', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/SiteSettings')}`);
    const company = page.getByLabel('Company name');
    await company.fill('Nile Express');
    await screenshot(page, 'site-settings-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => document.title === 'Nile Express');
    await page.goto(`${app.server.url}/Pricing`);
    await page.waitForFunction(() => document.title === 'Pricing: Price List | Nile Express');
    await page.getByRole('contentinfo').getByText('Nile Express').first().waitFor();
    await context.close();
  });

  it('keeps the display settings across a reload', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser);
    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await screenshot(page, 'settings-drawer-dark-en');
    await page.reload();
    await page.getByText(/Welcome/).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 18)');
    await context.close();
  });

  it('lets a staff member change their password from the account menu', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser);
    await page
      .locator('header')
      .getByRole('button', { name: /profile|account|user/i })
      .first()
      .click();
    await page.getByText('Change password', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New password', { exact: true }).fill('has space');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('other');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Password must have no spaces').waitFor();
    await screenshot(page, 'password-dialog-en');
    await context.close();
  });
});

describe('Arabic on a phone', () => {
  it('mirrors the merchant dashboard and the temporary drawer', async () => {
    const { page, context } = await app.browser.newPage({ width: 390, height: 800 });
    await page.goto(`${app.server.url}/login`);
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await logIn(page, app.server.url, app.server.accounts.customer);
    await page.getByRole('heading', { name: 'بانتظار الاستلام' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'merchant-home-ar-mobile');
    await context.close();
  });
});
