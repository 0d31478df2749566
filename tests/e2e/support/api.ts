import type { Page } from 'playwright-core';
import type { E2eApp } from './app';
import { logIn } from './session';
import type { Lang } from './text';

/** A call to the API as the logged-in user of `page` (the data a journey starts from, made as the office would). */
export async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as { access?: string };
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${auth.access}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, url, body },
  ) as Promise<T>;
}

/** A browser page logged in as `account`, in `lang`, at a desktop width. */
export async function openAs(app: E2eApp, lang: Lang, account: { username: string; password: string; role: 'superuser' | 'staff' | 'customer' }) {
  const opened = await app.browser.newPage({ width: 1366, height: 900 });
  await opened.page.goto(`${app.server.url}/login`);
  await opened.page.evaluate((value) => localStorage.setItem('lang', value), lang);
  await logIn(opened.page, app.server.url, account);
  return opened;
}
