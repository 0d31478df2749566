import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from './axe';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = resolve(import.meta.dirname, '../../../test-results');

export interface E2eBrowser {
  browser: Browser;
  newPage: (options?: { width?: number; height?: number }) => Promise<{ page: Page; context: BrowserContext }>;
  close: () => Promise<void>;
}

/** Debian's Chromium, headless, no background traffic; Playwright gives every launch a fresh temporary profile. */
export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    browser,
    newPage: async ({ width = 1366, height = 850 } = {}) => {
      const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Africa/Cairo' });
      return { page: await context.newPage(), context };
    },
    close: () => browser.close(),
  };
}

/**
 * Waits for the page's transitions and animations that end to end (a button turning from disabled to enabled
 * fades its colour for a moment), so that the screenshot and the contrast check see the screen as it stays.
 */
async function settledLook(page: Page): Promise<void> {
  // Two frames first: a screen just resized answers its media queries in the next frame and renders after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A screenshot of the screen as it is, then the accessibility check every screen the tests visit passes. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settledLook(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}

/**
 * The page is no wider than the screen (nothing scrolls it sideways) and every button of the top bar, the bells
 * and the account menu among them, lies inside it; then its screenshot.
 */
export async function expectFitsScreen(page: Page, name: string): Promise<void> {
  await settledLook(page);
  const [overflow, outside] = await page.evaluate(() => {
    const width = window.innerWidth;
    const buttons = [...document.querySelectorAll('header button')].map((button) => button.getBoundingClientRect());
    return [document.documentElement.scrollWidth - width, buttons.filter((box) => box.left < 0 || box.right > width).length];
  });
  if (overflow > 0 || outside > 0) throw new Error(`${name}: ${overflow} px wider than the screen, ${outside} top-bar button(s) outside it`);
  await screenshot(page, name);
}
