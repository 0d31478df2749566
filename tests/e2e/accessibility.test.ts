import { afterAll, beforeAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { logIn } from './support/session';

const app = useE2eApp();

/** The staff screens a superuser opens in a day, each checked for accessibility (screenshot() runs axe-core). */
const STAFF_SCREENS = [
  ['home', '/dashboard/'],
  ['order-list', '/dashboard/adminorders'],
  ['order-form', '/dashboard/orders/new'],
  ['customers', '/dashboard/customers'],
  ['customer-form', '/dashboard/customers/new'],
  ['shippers', '/dashboard/Shipper'],
  ['cities', '/dashboard/City'],
  ['city-form', '/dashboard/City/new'],
  ['accounts', '/dashboard/useraccount'],
  ['account-form', '/dashboard/useraccount/new'],
  ['permissions', '/dashboard/userprivient'],
  ['field-permissions', '/dashboard/userpermissionfieldValue'],
  ['site-settings', '/dashboard/SiteSettings'],
  ['pricing-plans', '/dashboard/Pricing'],
  ['special-permission-logs', '/dashboard/special-permission-logs'],
] as const;
const PUBLIC_PAGES = [
  ['public-home', '/'],
  ['public-pricing', '/Pricing'],
  ['public-login', '/login'],
  ['public-register', '/register'],
] as const;

/**
 * The live bells' event stream stays open as long as the page does, so the network would never be idle: these
 * pages do without it (their bells still poll), and the network settles once the screen's own calls are done.
 */
const withoutLiveStream = (context: BrowserContext) => context.route('**/api/notifications/stream/', (route) => route.abort());

/** Waits until the screen has drawn its content: no progress bar or skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

for (const lang of ['en', 'ar'] as const) {
  describe.sequential(`accessibility in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    let page: Page;
    let context: BrowserContext;
    beforeAll(async () => {
      ({ page, context } = await app.browser.newPage());
      await withoutLiveStream(context);
      await page.goto(`${app.server.url}/login`);
      await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    });
    afterAll(() => context.close());

    it.each(PUBLIC_PAGES)('the public %s page', async (name, path) => {
      await page.goto(`${app.server.url}${path}`);
      await settled(page);
      await screenshot(page, `a11y-${name}-${lang}`);
    });

    it.each(STAFF_SCREENS)('the staff %s screen', async (name, path) => {
      if (!page.url().includes('/dashboard')) await logIn(page, app.server.url, app.server.accounts.superuser);
      await page.goto(`${app.server.url}${path}`);
      await settled(page);
      await screenshot(page, `a11y-${name}-${lang}`);
    });

    it('the merchant home', async () => {
      const merchant = await app.browser.newPage();
      await withoutLiveStream(merchant.context);
      await merchant.page.goto(`${app.server.url}/login`);
      await merchant.page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await logIn(merchant.page, app.server.url, app.server.accounts.customer);
      await settled(merchant.page);
      await screenshot(merchant.page, `a11y-merchant-home-${lang}`);
      await merchant.context.close();
    });
  });
}
