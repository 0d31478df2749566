import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import type { IssueThread } from '../../../src/providers/issues';
import { logInAs, renderArea, withAreaApi } from './harness';

const KEY = '6f1c2a4e-8b7d-4c3e-9a1f-0d2b3c4e5f60';
let thread: IssueThread;
const sent: unknown[] = [];

withAreaApi(() => [
  http.get('/api/addorders/get_customer_orders/', () => HttpResponse.json({ count: 0, results: [] })),
  http.get('/api/merchant/issues/', () =>
    HttpResponse.json({ count: thread.messages.length ? 1 : 0, unread: 0, results: thread.messages.length ? [thread] : [] }),
  ),
  http.post('/api/merchant/issues/', async ({ request }) => {
    const body = (await request.json()) as { subject: string; text: string };
    sent.push(body);
    thread = {
      ...thread,
      subject: body.subject,
      messages: [{ id: 1, side: 'merchant', text: body.text, author: 'Mona Adel', photo: null, created_at: '2026-03-01T08:00:00.000Z' }],
    };
    return HttpResponse.json({ id: 1, thread_key: KEY }, { status: 201 });
  }),
  http.get(`/api/merchant/issues/${KEY}/`, () => HttpResponse.json(thread)),
  http.post(`/api/merchant/issues/${KEY}/messages/`, async ({ request }) => {
    const body = (await request.json()) as { text: string };
    sent.push(body);
    thread = {
      ...thread,
      messages: [...thread.messages, { id: 2, side: 'merchant', text: body.text, author: 'Mona Adel', photo: null, created_at: '2026-03-01T09:00:00.000Z' }],
    };
    return HttpResponse.json({ ok: true }, { status: 201 });
  }),
]);

beforeEach(() => {
  sent.length = 0;
  thread = {
    id: 1,
    thread_key: KEY,
    subject: '',
    status: 'open',
    customer: 3,
    customer_name: 'Nile Crafts',
    order: null,
    order_serial: '',
    created_at: '2026-03-01T08:00:00.000Z',
    last_message_at: '2026-03-01T08:00:00.000Z',
    unread: false,
    messages: [],
  };
  logInAs();
});

describe("the merchant's issues", () => {
  it('opens an issue, lands on its thread and writes a reply', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/customerissue');
    expect(await screen.findByText('No issues here')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject\W*$/ }), 'Box arrived wet');
    await userEvent.type(screen.getByLabelText(/what happened/i), 'The flyer was torn');
    await userEvent.click(screen.getByRole('button', { name: 'Open the issue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/customerdashboard/customerissue/${KEY}`));
    expect(sent[0]).toMatchObject({ subject: 'Box arrived wet', text: 'The flyer was torn', order: null });
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('The flyer was torn')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Write a reply'), 'Photo follows');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(messages).findByText('Photo follows')).toBeInTheDocument();
  });

  it('says a closed issue takes no more messages', async () => {
    thread = {
      ...thread,
      subject: 'Late pickup',
      status: 'closed',
      messages: [{ id: 1, side: 'staff', text: 'Sorted', author: 'Omar', photo: null, created_at: '2026-03-01T08:00:00.000Z' }],
    };
    renderArea('/customerdashboard', <CustomerAdmin />, `/customerdashboard/customerissue/${KEY}`);
    expect(await screen.findByText('This issue is closed: open a new one to write again')).toBeInTheDocument();
    expect(screen.queryByLabelText('Write a reply')).not.toBeInTheDocument();
  });
});
