import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import type { DemoAccount } from './support/server';
import { expectToast, logIn } from './support/session';

const app = useE2eApp();

const CUSTOMER = 'Zamalek Crafts E2E';
const PHONE = '01098765432';
const HIDDEN = '— hidden —';
const merchant: DemoAccount = { role: 'customer', username: 'owner@zamalek-crafts.example', password: 'Crafts.2024' };

const path = (page: Page) => new URL(page.url()).pathname;

/** Types into a react-admin autocomplete and picks the option with exactly that text. */
async function pick(scope: Page | Locator, page: Page, label: string, typed: string, option: string | RegExp = typed): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

async function searchCustomers(page: Page, text: string): Promise<void> {
  await page
    .getByPlaceholder(/search/i)
    .first()
    .fill(text);
  await page.getByText(CUSTOMER, { exact: true }).first().waitFor();
}

// The steps build on each other: the customer, its login and the staff grant are used by the later tests.
describe.sequential('a customer with a login and a price, seen by staff without the phone', () => {
  let customerId = 0;

  it('lets a superuser create the customer, its merchant login and its own price', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/customers/new')}`);
    expect(path(page)).toBe('/dashboard/customers/new');
    await page.getByLabel('Name', { exact: true }).fill(CUSTOMER);
    await page.getByLabel('Company', { exact: true }).fill('Zamalek Crafts LLC');
    await pick(page, page, 'Category', 'Fashion', 'Fashion & Clothing');
    await page.getByLabel('Phone', { exact: true }).fill(PHONE);
    await page.getByLabel('Email', { exact: true }).fill('shop@zamalek-crafts.example');
    await pick(page, page, 'City', 'Giza');
    await page.getByLabel('Address', { exact: true }).fill('12 Brazil Street, Zamalek');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${app.server.url}/dashboard/customers`);

    await searchCustomers(page, 'Zamalek Crafts');
    await page.getByText(CUSTOMER, { exact: true }).first().click();
    await page.waitForURL(/\/dashboard\/customers\/detail\/\d+$/);
    customerId = Number(path(page).split('/').pop());
    await page.getByText(PHONE, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add login' }).click();
    const loginDialog = page.getByRole('dialog');
    await loginDialog.getByLabel('Email (username)').fill(merchant.username);
    await loginDialog.getByLabel('First name').fill('Mona');
    await loginDialog.getByLabel('Last name').fill('Adel');
    await loginDialog.locator('input[name="password"]').fill(merchant.password);
    await loginDialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Login saved');
    await loginDialog.waitFor({ state: 'hidden' });
    await page.getByText(merchant.username, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add price' }).click();
    const priceDialog = page.getByRole('dialog', { name: 'New price' });
    await pick(priceDialog, page, 'City', 'Giza');
    await priceDialog.locator('input[name="delivery_price"]').fill('42.50');
    await priceDialog.locator('input[name="return_price"]').fill('15');
    await priceDialog.getByRole('button', { name: 'Save' }).click();
    await priceDialog.waitFor({ state: 'hidden' });
    const prices = page.locator('section').filter({ hasText: 'Prices of this customer' }).locator('tbody tr');
    await prices.filter({ hasText: 'Giza' }).filter({ hasText: '42.50' }).waitFor();
    expect(await prices.count()).toBe(1);
    // Back to the top, where the app bar (hidden while scrolling down) shows again, before the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => (document.querySelector('header')?.getBoundingClientRect().top ?? -1) >= 0);
    await screenshot(page, 'customer-detail-en');
    await context.close();
  });

  it('lets the superuser grant the staff user view on it but not the phone', async () => {
    expect(customerId).toBeGreaterThan(0);
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/userprivient')}`);
    const staff = app.server.accounts.staff.username;
    await pick(page, page, 'Staff member', staff, new RegExp(`\\(${staff}\\)$`));
    await page.getByRole('tab', { name: 'Customers', exact: true }).click();
    await page.getByRole('button', { name: 'Add customers' }).click();
    const dialog = page.getByRole('dialog');
    await pick(dialog, page, 'Customer', 'Zamalek Crafts', CUSTOMER);
    // 'View' starts ticked; 'Phone' stays off.
    expect(await dialog.getByRole('checkbox', { name: 'View', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Phone', exact: true }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Permissions saved');
    await dialog.waitFor({ state: 'hidden' });
    const view = page.getByRole('checkbox', { name: `View: ${CUSTOMER}` });
    await view.waitFor();
    expect(await view.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: `Phone: ${CUSTOMER}` }).isChecked()).toBe(false);
    await context.close();
  });

  it('shows the staff user the customer with the phone hidden, in the list and on the detail page', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, app.server.accounts.staff, `/login?next=${encodeURIComponent('/dashboard/customers')}`);
    expect(path(page)).toBe('/dashboard/customers');
    await searchCustomers(page, 'Zamalek Crafts');
    const row = page.locator('tbody tr').filter({ hasText: CUSTOMER });
    await row.getByText(HIDDEN, { exact: true }).waitFor();
    expect(await page.getByText(PHONE).count()).toBe(0);
    await screenshot(page, 'customer-list-staff-en');

    await row.getByText(CUSTOMER, { exact: true }).click();
    await page.waitForURL(`${app.server.url}/dashboard/customers/detail/${customerId}`);
    await page.getByText('Zamalek Crafts LLC', { exact: true }).waitFor();
    await page.getByText(HIDDEN, { exact: true }).first().waitFor();
    expect(await page.getByText(PHONE).count()).toBe(0);
    await context.close();
  });

  it('lets the new merchant login in to its own customer dashboard', async () => {
    const { page, context } = await app.browser.newPage();
    await logIn(page, app.server.url, merchant);
    expect(path(page)).toBe('/customerdashboard/customeranalytics');
    await page.getByRole('heading', { name: 'Waiting for pickup' }).waitFor();
    await context.close();
  });
});

describe('the public Price Offers page', () => {
  const languages = [
    { lang: 'en', dir: 'ltr', title: 'Pricing: Price List | Dynamic Shipping System', money: /\bLE$/, contact: 'Contact Us' },
    { lang: 'ar', dir: 'rtl', title: 'الأسعار: قائمة الأسعار | Dynamic Shipping System', money: /ج\.م$/, contact: 'اتصل بنا' },
  ] as const;
  const widths = [
    { name: 'desktop', width: 1366, height: 900, visibleCards: 3 },
    { name: 'mobile', width: 390, height: 844, visibleCards: 1 },
  ] as const;

  for (const language of languages) {
    for (const size of widths) {
      it(`shows the plans and Contact Us in ${language.lang} at ${size.name} width`, async () => {
        const { page, context } = await app.browser.newPage({ width: size.width, height: size.height });
        // No autoplay movement mid-screenshot.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${app.server.url}/Pricing`);
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language.lang);
        await page.reload();
        await page.waitForFunction((title) => document.title === title, language.title);
        expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([language.dir, language.lang]);

        const carousel = page.locator('[aria-roledescription="carousel"]');
        const visible = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
        await visible.first().waitFor();
        expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(3);
        expect(await visible.count()).toBe(size.visibleCards);
        for (const card of await visible.all()) {
          const price = (await card.locator('p').first().innerText()).trim();
          expect(price).toMatch(language.money);
        }

        const contact = page.locator('a[href="/contact"]').filter({ hasText: language.contact }).last();
        expect(await contact.isVisible()).toBe(true);
        // Taken before anything scrolls, so that the sticky header stays at the top of the full-page shot.
        await screenshot(page, `pricing-${size.name}-${language.lang}`);
        await contact.click();
        await page.waitForURL(`${app.server.url}/contact`);
        await context.close();
      });
    }
  }
});
