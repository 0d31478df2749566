import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, type E2eBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface E2eApp {
  server: RunningServer;
  browser: E2eBrowser;
}

/** A real server on a fresh copy of the seeded DATA_DIR and a browser for one test file; both are stopped after it. */
export function useE2eApp(): E2eApp {
  const app: Partial<E2eApp> = {};
  beforeAll(async () => {
    app.server = await startServer(inject('seededDataDir'));
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return {
    get server() {
      if (!app.server) throw new Error('the server has not started');
      return app.server;
    },
    get browser() {
      if (!app.browser) throw new Error('the browser has not started');
      return app.browser;
    },
  };
}
