import type { Page, Request } from 'playwright-core';

/** How long the network must stay quiet for a screen to count as drawn, and how long a screen may take at most (a lazy page on a busy two-core machine took more than 15 s). */
const QUIET_MS = 200;
const SCREEN_MS = 30_000;

/**
 * Walks a logged-in area screen by screen in one page: each screen is opened as the menu opens it (the app's
 * router, no reload), then waited for until no request is under way for a moment and no progress bar is left.
 * The live bells' event stream never ends, so it is cut off for the walk (the bells still poll).
 */
export async function walker(page: Page) {
  await page.context().route('**/api/notifications/stream/', (route) => route.abort());
  // The app's own requests under way (a saved file's blob: address is no request the network finishes).
  const pending = new Set<Request>();
  let last = Date.now();
  page.on('request', (request) => {
    if (!request.url().startsWith('http')) return;
    pending.add(request);
    last = Date.now();
  });
  const ended = (request: Request) => {
    if (pending.delete(request)) last = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  const settled = async () => {
    const deadline = Date.now() + SCREEN_MS;
    while (Date.now() < deadline && (pending.size > 0 || Date.now() - last < QUIET_MS)) await page.waitForTimeout(50);
    await page
      .locator('[role="progressbar"]')
      .first()
      .waitFor({ state: 'detached', timeout: SCREEN_MS })
      .catch(() => undefined);
  };

  return {
    settled,
    /** Opens `path` inside the app, as a link would. */
    open: async (path: string) => {
      last = Date.now();
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settled();
    },
  };
}
