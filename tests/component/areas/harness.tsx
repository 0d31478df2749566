import { cleanup, render, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DisplayProvider } from '../../../src/layout/theme/settings';
import { ThemedRoot } from '../../../src/layout/theme/ThemedRoot';
import { readAuth, writeAuth, type StoredUser } from '../../../src/providers/storage';

export const SETTINGS = { company: 'Nile Express', logo: '', phone: '01000000001' };

/** What every logged-in page asks for: the session check, the company settings, the notifications bell. */
const shellHandlers: RequestHandler[] = [
  http.get('/api/me/', () => {
    const auth = readAuth();
    return HttpResponse.json({ permitted_url: auth?.permitted_url ?? [], is_staff: auth?.user.is_staff, is_superuser: auth?.user.is_superuser });
  }),
  http.get('/api/settings/get_user_settings', () => HttpResponse.json({ settings: SETTINGS })),
  http.get('/api/notifications/', () => HttpResponse.json({ count: 0, unread: 0, results: [] })),
  http.get('/api/notifications/:feed/', () => HttpResponse.json({ count: 0, unread: 0, results: [] })),
];

/** An msw server for the file with the shell's calls and `handlers`; any other call fails the test. */
export function withAreaApi(handlers: () => RequestHandler[]) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...shellHandlers, ...handlers()));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

export function logInAs(user: Partial<StoredUser> = {}, permitted_url: string[] = []) {
  const stored = { id: 7, username: 'merchant@example.com', first_name: 'Mona', last_name: 'Adel', is_staff: false, is_superuser: false, ...user };
  writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user: stored, permitted_url });
}

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

/** A logged-in area (`/dashboard` or `/customerdashboard`) as App mounts it, at `path`. */
export function renderArea(base: string, area: ReactElement, path: string) {
  return render(
    <DisplayProvider>
      <ThemedRoot>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={`${base}/*`} element={area} />
            </Routes>
          </Suspense>
          <Where />
        </MemoryRouter>
      </ThemedRoot>
    </DisplayProvider>,
  );
}

/** The text of each cell of a table's rows below its header row. */
export const bodyRows = (table: HTMLElement): (string | null)[][] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
