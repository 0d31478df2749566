import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { AdminContext, Notification, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';

/** An msw server for the file, failing on any call the test did not expect. */
export function withMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders inside react-admin with the app's own data and i18n providers, plus the toasts. */
export function renderInAdmin(ui: ReactNode, authProvider?: AuthProvider) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider} store={memoryStore()}>
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
