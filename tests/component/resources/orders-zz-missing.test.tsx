import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { logIn, renderStaffAdmin, useMockApi, type ApiLog } from './harness';
import { order, orderSupportHandlers, type Call } from './orders-fixtures';

const calls: Call[] = [];
let log: ApiLog;
const api = useMockApi(() => [
  ...orderSupportHandlers(log, calls),
  http.post('/api/orders/adminorders/', () => HttpResponse.json({ count: 1, results: [order()] })),
  http.get('/api/addorders/order/:id/', () => HttpResponse.json(order())),
  http.get('/api/orders/moves/:id/', () => HttpResponse.json([{ to: 'Hold', needs: ['hold_reason'] }])),
  http.get('/api/addorders/update_audit_log', () => HttpResponse.json([{ id: 1, action: 'status', from_status: 'Pending', to_status: 'Hold', note: '', user_name: 'x', at: '2026-03-01T08:00:00Z' }])),
  http.get('/api/orders/:id/replies', () => HttpResponse.json([])),
  http.get('/api/orders/images', () => HttpResponse.json([])),
]);
log = api.log;
vi.setConfig({ testTimeout: 60000 });

for (const lang of ['en', 'ar']) {
  describe(lang, () => {
    for (const path of ['/dashboard/adminorders', '/dashboard/adminorders/order/1', '/dashboard/orders/new', '/dashboard/orders/order_permissions', '/dashboard/orders/archivemanager']) {
      it(path, async () => {
        const warn = vi.spyOn(console, 'warn');
        const error = vi.spyOn(console, 'error');
        localStorage.setItem('lang', lang);
        const { i18nProvider } = await import('../../../src/providers/i18nProvider');
        await i18nProvider.changeLocale(lang);
        logIn();
        renderStaffAdmin(path);
        await new Promise((r) => setTimeout(r, 6000));
        if (path === '/dashboard/adminorders') {
          await userEvent.setup().click(screen.getAllByRole('checkbox')[1]!);
          await new Promise((r) => setTimeout(r, 500));
        }
        const missing = [...warn.mock.calls, ...error.mock.calls].map((c) => String(c[0])).filter((m) => /Missing translation/i.test(m));
        console.log(lang, path, document.title, missing);
        expect(missing).toEqual([]);
        warn.mockRestore();
        error.mockRestore();
      });
    }
  });
}
