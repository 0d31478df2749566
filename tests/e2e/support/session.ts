import type { Page } from 'playwright-core';
import type { DemoAccount } from './server';

/** Logs in through the real login page and waits for the landing page. */
export async function logIn(page: Page, baseUrl: string, account: DemoAccount, path = '/login'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel(/email|البريد/i).fill(account.username);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Types `text` into a list's search box and waits until the list's address carries it: a list clears its ticks
 * when its filters change, so a row is ticked only once the search it belongs to is in force.
 */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(text));
}
