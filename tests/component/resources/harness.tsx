import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, CustomRoutes, Resource, memoryStore, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { routerProvider } from '../../../src/admin/routerProvider';
import { authProvider } from '../../../src/providers/authProvider';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { createQueryClient } from '../../../src/providers/queryClient';
import { readAuth, writeAuth } from '../../../src/providers/storage';
import { staffPages, staffResources } from '../../../src/resources';

export interface LookupRow {
  id: number;
  name: string;
  name_ar: string;
  is_active: boolean;
  city_id?: number | null;
  zone_id?: number | null;
}

export interface ListCall {
  filter: Record<string, unknown>;
  range: [number, number];
  sort: [string, string];
}

/** What the fake API saw, for assertions. */
export interface ApiLog {
  lists: ListCall[];
  writes: { method: string; url: string; body: unknown }[];
}

/** The API's filter: `q` searches the name, any other key must equal the field (or be one of a list). */
function matches(row: LookupRow, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (key === 'q') return row.name.toLowerCase().includes(String(wanted).toLowerCase());
    const value: unknown = Object.entries(row).find(([field]) => field === key)?.[1];
    return Array.isArray(wanted) ? wanted.includes(value) : value === wanted;
  });
}

/** One page of a list in the spec's paging protocol, with what the list adds (its totals); one page holds every row. */
export const specPage = <Row,>(results: Row[], extra: Record<string, unknown> = {}) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  ...extra,
});

const parse = <T,>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** The session check answers with whoever logIn() stored. */
const meHandler = http.get('/api/me/', () => {
  const auth = readAuth();
  return HttpResponse.json({
    permitted_url: auth?.permitted_url ?? [],
    is_staff: auth?.user.is_staff ?? false,
    is_superuser: auth?.user.is_superuser ?? false,
  });
});

/**
 * The simple-rest calls of one lookup (`/api/<name>`) answered from `rows`, with the `q` filter, ranges
 * and Content-Range the real API gives. Writes are logged and answered by `write` (a 500 unless given).
 */
export function lookupHandlers(name: string, rows: () => LookupRow[], log: ApiLog, write?: (request: Request) => Response | Promise<Response>) {
  return [
    http.get(`/api/${name}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const call: ListCall = {
        filter: parse(params.get('filter'), {}),
        range: parse(params.get('range'), [0, 9]),
        sort: parse(params.get('sort'), ['id', 'ASC']),
      };
      log.lists.push(call);
      const matching = rows().filter((row) => matches(row, call.filter));
      const page = matching.slice(call.range[0], call.range[1] + 1);
      const last = call.range[0] + Math.max(page.length - 1, 0);
      return HttpResponse.json(page, { headers: { 'Content-Range': `${name} ${call.range[0]}-${last}/${matching.length}` } });
    }),
    http.get(`/api/${name}/:id`, ({ params }) => {
      const row = rows().find((r) => String(r.id) === params.id);
      return row ? HttpResponse.json(row) : HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 });
    }),
    http.all(`/api/${name}*`, async ({ request }) => {
      log.writes.push({ method: request.method, url: new URL(request.url).pathname, body: await request.clone().text() });
      return write ? write(request) : HttpResponse.json({ message: 'unexpected', key: 'errors.server' }, { status: 500 });
    }),
  ];
}

/** An msw server for the file with `handlers` restored before each test; any other call fails the test. */
export function withMockApi(handlers: (log: ApiLog) => RequestHandler[]) {
  const log: ApiLog = { lists: [], writes: [] };
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    server.resetHandlers(meHandler, ...handlers(log));
    log.lists.length = 0;
    log.writes.length = 0;
    window.scrollTo = () => undefined;
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return { server, log };
}

export function logIn(is_superuser = true, permitted_url: string[] = []) {
  const user = { id: 1, username: 'admin', first_name: 'Mona', last_name: 'Saleh', is_staff: true, is_superuser };
  writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user, permitted_url });
}

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

/**
 * The staff admin as App.tsx mounts it: under /dashboard, with the app's providers (router and queries too), resources
 * and plain pages; `store` keeps what react-admin remembers, given to outlive one render as the browser's storage does.
 */
export function renderStaffAdmin(path: string, store: Store = memoryStore()) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <Admin
              basename="/dashboard"
              dataProvider={dataProvider}
              queryClient={createQueryClient()}
              routerProvider={routerProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              store={store}
              requireAuth
              disableTelemetry
            >
              {staffResources.map((resource) => (
                <Resource key={resource.name} {...resource} />
              ))}
              <CustomRoutes>{staffPages}</CustomRoutes>
            </Admin>
          }
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
