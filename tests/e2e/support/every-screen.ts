import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { MERCHANT_SCREENS } from '../../../domain/merchant-screens';
import { STAFF_SCREENS } from '../../../domain/screens';
import { screenshot } from './browser';
import { useE2eApp, type E2eApp } from './app';
import { logIn } from './session';
import type { DemoAccount } from './server';
import type { Lang } from './text';
import { walker } from './walk';

type Role = 'guest' | 'staff' | 'merchant';

const PUBLIC_PAGES = [
  ['home', '/'],
  ['pricing', '/Pricing'],
  ['login', '/login'],
  ['register', '/register'],
] as const;
/** Every screen of the registries: a screen added there is walked without editing this file. */
const STAFF = STAFF_SCREENS.map((screen) => [screen.name, screen] as const);
const MERCHANT = MERCHANT_SCREENS.map((screen) => [screen.url.replace('/customerdashboard/', '').replaceAll('/', '-'), screen.url] as const);

const firstRowLink = (main: Locator) => main.locator('tbody a').first();
const firstRow = (main: Locator) => main.locator('tbody tr').first();
const importLink = (main: Locator) => main.locator('a[href*="/import"]').first();
const dayLink = (main: Locator) => main.locator('a[href*="revenue/orders"]').first();

/**
 * Pages below the screens that have exports of their own (a statement, a batch's bank file, one merchant's or
 * shipper's revenue, a day's orders, the import templates), reached as a user reaches them: from a screen, by the
 * links named, one after another.
 */
const PAGES_BELOW: readonly [string, Role, string, readonly ((main: Locator) => Locator)[]][] = [
  ['a statement', 'staff', '/dashboard/customer-closing', [firstRow]],
  ['a payout batch', 'staff', '/dashboard/payouts', [firstRow]],
  ["a merchant's revenue and a day of it", 'staff', '/dashboard/customers/newrevenue', [firstRowLink, dayLink]],
  ["a shipper's revenue", 'staff', '/dashboard/Shipper/newrevenue', [firstRowLink]],
  ['the staff import', 'staff', '/dashboard/adminorders', [importLink]],
  ["the merchant's import", 'merchant', '/customerdashboard/orders', [importLink]],
  ["a day of the merchant's revenue", 'merchant', '/customerdashboard/revenue', [dayLink]],
];

interface Visitor {
  page: Page;
  context: BrowserContext;
  walk: Awaited<ReturnType<typeof walker>>;
}

/** A page in `lang`, logged in as `account` when given, that walks its area without reloading. */
async function visitor(app: E2eApp, lang: Lang, account?: DemoAccount): Promise<Visitor> {
  const { page, context } = await app.browser.newPage();
  const walk = await walker(page);
  await page.goto(`${app.server.url}/login`);
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
  if (account) await logIn(page, app.server.url, account);
  return { page, context, walk };
}

/** Clicks, then takes the mouse off the page, so that no tooltip of what lies under it is drawn on the next screen. */
async function clickAway(target: Locator): Promise<void> {
  await target.click();
  await target.page().mouse.move(-1, -1);
}

/**
 * Leaves no tooltip over the page: the mouse off it, nothing focused (a focused button shows its tooltip too), and
 * any tooltip still fading out gone, since a half-faded one fails the contrast check.
 */
async function withoutTooltips(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** Closes an alert as soon as it opens (a waiter of an earlier click may see it too: closing it twice is harmless). */
function dismissAtOnce(dialog: Dialog): boolean {
  void dialog.dismiss().catch(() => undefined);
  return true;
}

/**
 * Clicks every export and download of the page: each saves a file with something in it, or, on a page that lists
 * no rows, alerts 'Empty Data' (spec sections 5 and 8). A refusal or a failure (an error toast) fails it.
 */
async function expectExportsDownload(page: Page): Promise<void> {
  const buttons = page.locator('#main-content [data-download]');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = buttons.nth(index);
    const name = `${await button.textContent()} on ${page.url()}`;
    const rows = await page.locator('#main-content tbody tr').count();
    const saved = page.waitForEvent('download', { timeout: 30_000 }).catch(() => undefined);
    // Dismissed as it opens: while an alert is open the page takes no input, not even the mouse moving away.
    const alerted = page.waitForEvent('dialog', { predicate: dismissAtOnce, timeout: 30_000 }).catch(() => undefined);
    await clickAway(button);
    const outcome = await Promise.race([saved, alerted]);
    if (!outcome) throw new Error(`${name} neither saved a file nor alerted`);
    if ('path' in outcome) {
      expect(statSync(await outcome.path()).size, name).toBeGreaterThan(0);
    } else {
      expect([outcome.message(), rows], name).toEqual(['Empty Data', 0]);
    }
  }
}

/**
 * Every public page, every staff screen of the registry with its creation page, every merchant screen, and the
 * pages below them that have exports, in both languages: each is checked by axe-core (screenshot() runs it), so a
 * critical or serious violation of WCAG 2.1 A or AA fails it; each creation page is opened by its list's create
 * button; in English every export and download of each page is clicked and must save a file. One login and one
 * page per role. Each language is a test file of its own (accessibility-en, accessibility-ar), with its own server
 * and browser, so the two halves of the longest walk run side by side.
 */
export function walkEveryScreen(lang: Lang): void {
  const app = useE2eApp();
  describe.sequential(`every screen in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const visitors: Partial<Record<Role, Visitor>> = {};
    const as = (role: Role) => visitors[role]!;
    /** Checks the page as it is now: accessible, and in English its exports download. */
    const check = async (page: Page, name: string) => {
      await withoutTooltips(page);
      await screenshot(page, `a11y-${name}-${lang}`);
      if (lang === 'en') await expectExportsDownload(page);
    };
    beforeAll(async () => {
      visitors.guest = await visitor(app, lang);
      visitors.staff = await visitor(app, lang, app.server.accounts.superuser);
      visitors.merchant = await visitor(app, lang, app.server.accounts.customer);
    });
    afterAll(() => Promise.all(Object.values(visitors).map(({ context }) => context.close())));

    it.each(PUBLIC_PAGES)('the public %s page', async (name, path) => {
      const { page, walk } = as('guest');
      await walk.open(path);
      await screenshot(page, `a11y-public-${name}-${lang}`);
    });

    it('the staff home', async () => {
      const { page, walk } = as('staff');
      await walk.open('/dashboard/');
      await check(page, 'staff-home');
    });

    it.each(STAFF)('the staff %s screen, and the creation page its create button opens', async (name, screen) => {
      const { page, walk } = as('staff');
      await walk.open(screen.url);
      await check(page, `staff-${name}`);
      if (!screen.create) return;
      const createButton = page.locator(`#main-content a[href="${screen.url}/new"]`).first();
      await clickAway(createButton);
      await page.waitForURL(`${app.server.url}${screen.url}/new`, { timeout: 10_000 });
      // The router may keep drawing the list while the creation page loads: its exports are not this page's.
      await createButton.waitFor({ state: 'detached', timeout: 30_000 });
      await walk.settled();
      await check(page, `staff-${name}-new`);
    });

    it.each(MERCHANT)('the merchant %s screen', async (name, path) => {
      const { page, walk } = as('merchant');
      await walk.open(path);
      await check(page, `merchant-${name}`);
    });

    it.each(PAGES_BELOW)('%s', async (name, role, path, links) => {
      const { page, walk } = as(role);
      await walk.open(path);
      for (const [step, link] of links.entries()) {
        await clickAway(link(page.locator('#main-content')));
        await walk.settled();
        await check(page, `${role}-${name.replace(/\W+/g, '-')}-${step}`);
      }
    });
  });
}
