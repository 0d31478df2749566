import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import PublicSite from '../../../src/custom-pages/public/PublicSite';
import { DisplayProvider } from '../../../src/layout/theme/settings';
import { ThemedRoot } from '../../../src/layout/theme/ThemedRoot';
import type { StoredUser } from '../../../src/providers/storage';

export const SETTINGS = {
  company: 'Nile Express',
  logo: '',
  homeSlogin: 'Fast delivery across Egypt',
  address: '12 Tahrir Street, Cairo',
  email: 'hello@nile-express.eg',
  phone: '01012345678',
  facebook_link: 'https://facebook.com/nile-express',
  twitter_link: '',
  instgram_link: '',
  linkedin_link: '',
};

/** Every request the site made, method and path, so a test can say what was (not) called. */
export const calls: string[] = [];

export const server = setupServer(
  http.get('*/api/settings/get_user_settings', () => HttpResponse.json({ settings: SETTINGS })),
  http.get('*/api/settings/get_price_list', () => HttpResponse.json({ price_list: [] })),
  http.post('*/api/custompermissions/get_permitted_url', () => HttpResponse.json({ permitted_url: [] })),
);

server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** Runs `server` for the test file, any other request failing it; each test starts logged out with no calls. */
export function withSiteServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

export const buildUser = (overrides: Partial<StoredUser> = {}): StoredUser => ({
  id: 7,
  username: 'merchant@example.com',
  first_name: 'Mona',
  last_name: 'Adel',
  is_staff: false,
  is_superuser: false,
  ...overrides,
});

export const tokenReply = (user: StoredUser = buildUser()) => ({ access: 'access-token', refresh: 'refresh-token', ...user });

/** Shows where the router ended up outside the public site. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** The public site at `path`, as App mounts it, with the logged-in areas stubbed. */
export function renderSite(path: string) {
  return render(
    <DisplayProvider>
      <ThemedRoot>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/*" element={<Landed />} />
            <Route path="/customerdashboard/*" element={<Landed />} />
            <Route path="/*" element={<PublicSite />} />
          </Routes>
        </MemoryRouter>
      </ThemedRoot>
    </DisplayProvider>,
  );
}
