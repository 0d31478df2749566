import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FeedBell } from '../../../src/layout/bells/FeedBell';
import type { FeedPage } from '../../../src/providers/dataProvider';
import { renderInAdmin, withMockApi } from './harness';

const server = withMockApi();

function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
}

const item = (id: number, is_read = false): FeedPage['results'][number] => ({
  id,
  for_user: 1,
  kind: 'notification',
  subject: `Subject ${id}`,
  content: `Content ${id}`,
  subject_key: null,
  content_key: null,
  message_params: null,
  url: '/dashboard/orders',
  realated_entity_id: String(100 + id),
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  is_read,
});

describe('FeedBell', () => {
  it('shows the unread count and marks everything read', async () => {
    let unread = 2;
    const markAll = vi.fn();
    server.use(
      http.get('/api/notifications/', () => HttpResponse.json({ count: 3, unread, results: [item(3), item(2), item(1, true)] })),
      http.post('/api/notifications/mark-all-read/', () => {
        markAll();
        unread = 0;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderInAdmin(<FeedBell feed="notifications" />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(bell);
    expect(await screen.findByText('Subject 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(markAll).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(bell).toHaveAccessibleName('Notifications');
  });

  it('loads ten at a time', async () => {
    const pages: string[] = [];
    server.use(
      http.get('/api/notifications/order-alerts/', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        const ids = page === '1' ? [12, 11, 10, 9, 8, 7, 6, 5, 4, 3] : [2, 1];
        return HttpResponse.json({ count: 12, unread: 0, results: ids.map((id) => item(id, true)) });
      }),
    );
    renderInAdmin(<FeedBell feed="order-alerts" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Order alerts' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Subject 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says so when there is nothing', async () => {
    server.use(http.get('/api/notifications/repeated-orders/', () => HttpResponse.json({ count: 0, unread: 0, results: [] })));
    renderInAdmin(<FeedBell feed="repeated-orders" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Repeated orders' }));
    expect(await screen.findByText('Nothing new')).toBeInTheDocument();
  });

  it('opens an order alert in a new tab and marks it read', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let marked: unknown;
    server.use(
      http.get('/api/notifications/order-alerts/', () => HttpResponse.json({ count: 1, unread: 1, results: [{ ...item(7), url: '/dashboard/orders/7' }] })),
      http.post('/api/notifications/mark-read/', async ({ request }) => {
        marked = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    renderInAdmin(<FeedBell feed="order-alerts" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Order alerts, 1 unread' }));
    await user.click(await screen.findByText('Subject 7'));
    expect(open).toHaveBeenCalledWith('/dashboard/orders/7', '_blank', 'noopener');
    await waitFor(() => expect(marked).toEqual({ notifications: [7] }));
    open.mockRestore();
  });

  it('opens a notification at its url with the related id', async () => {
    server.use(
      http.get('/api/notifications/', () => HttpResponse.json({ count: 1, unread: 1, results: [item(4)] })),
      http.post('/api/notifications/mark-read/', () => HttpResponse.json({ ok: true })),
    );
    renderInAdmin(
      <>
        <FeedBell feed="notifications" />
        <Where />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByText('Subject 4'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/orders?id=104'));
  });
});
