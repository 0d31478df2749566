import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicTracking } from '../../../domain/tracking';
import { cairoToday } from '../../../domain/time';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { LANG_KEY } from '../../../src/providers/storage';
import { calls, renderSite, server, withSiteServer } from './harness';

withSiteServer();

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const HELD: PublicTracking = {
  serial: '10000042',
  status: 'Hold',
  state: null,
  expected_day: '2026-01-03',
  steps: [
    { kind: 'status', status: 'Hold', at: '2026-01-01T10:30:00.000Z', hold_reason: { name: 'Recipient travelling', name_ar: 'المستلم مسافر' } },
    { kind: 'status', status: 'Out For Deliver', at: '2026-01-01T07:00:00.000Z', hold_reason: null },
    { kind: 'created', status: 'Pending', at: '2025-12-31T20:00:00.000Z', hold_reason: null },
  ],
};

/** The digits each call sent. */
const sent: unknown[] = [];

/** Answers 10000042 with the right digits 5678; 404 for anything else; 429 once `locked`. */
function serveTracking(answer: PublicTracking = HELD, locked = false) {
  sent.length = 0;
  server.use(
    http.post('*/api/track/', async ({ request }) => {
      const body = (await request.json()) as { serial: string; last4: string };
      sent.push(body);
      if (locked) return HttpResponse.json({ message: 'Too many tries', key: 'errors.too_many_tries' }, { status: 429, headers: { 'Retry-After': '540' } });
      return body.serial === answer.serial && body.last4 === '5678'
        ? HttpResponse.json(answer)
        : HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 });
    }),
  );
}

async function giveDigits(digits: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Last 4 digits of the phone' }), digits);
  await userEvent.click(screen.getByRole('button', { name: 'Show the status' }));
}

describe('tracking a parcel on the public site', () => {
  it('asks for the last 4 digits, then shows the status, the expected day and the steps in Cairo time', async () => {
    serveTracking();
    renderSite('/track/10000042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Track your parcel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parcel 10000042' })).toBeInTheDocument();
    await giveDigits('5678');
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Hold')).toBeInTheDocument();
    expect(within(status).getByText('Delivery is on hold for now.')).toBeInTheDocument();
    expect(within(status).getByText('Saturday, January 3')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'HoldJan 1, 2026, 12:30 PMReason: Recipient travelling',
      'Out For DeliverJan 1, 2026, 9:00 AM',
      'Registered with usDec 31, 2025, 10:00 PM',
    ]);
    expect(sent).toEqual([{ serial: '10000042', last4: '5678' }]);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/track/']);
    expect(JSON.stringify(localStorage)).not.toContain('5678');
  });

  it('checks the digits before asking, and says when the number and digits match no parcel', async () => {
    serveTracking();
    renderSite('/track/10000042');
    await giveDigits('56');
    expect(screen.getByText('Enter exactly 4 digits')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Last 4 digits of the phone' }), '00');
    await userEvent.click(screen.getByRole('button', { name: 'Show the status' }));
    expect(await screen.findByText(/We found no parcel with this number and these digits/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status' })).toBeNull();
  });

  it('says how long to wait after too many tries', async () => {
    serveTracking(HELD, true);
    renderSite('/track/10000042');
    await giveDigits('1234');
    expect(await screen.findByText('Too many tries. Please try again in 9 minutes.')).toBeInTheDocument();
  });

  it('says today for a parcel out for delivery, and when nothing has moved yet', async () => {
    serveTracking({ ...HELD, status: 'Out For Deliver', expected_day: cairoToday(), steps: [] });
    renderSite('/track/10000042');
    await giveDigits('5678');
    expect(await screen.findByText(/^Today · /)).toBeInTheDocument();
    expect(screen.getByText('No movement has been recorded yet.')).toBeInTheDocument();
  });

  it('finds a parcel from the home page by its tracking number', async () => {
    renderSite('/');
    const search = await screen.findByRole('search', { name: 'Where is my parcel?' });
    await userEvent.click(within(search).getByRole('button', { name: 'Track' }));
    expect(within(search).getByText('Enter the digits of the tracking number')).toBeInTheDocument();
    await userEvent.type(within(search).getByRole('textbox', { name: 'Tracking number' }), ' 10000042 ');
    await userEvent.click(within(search).getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { name: 'Parcel 10000042' })).toBeInTheDocument();
  });

  it('asks for the number at /track', async () => {
    renderSite('/track');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tracking number' }), '10000042');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Parcel 10000042' })).toBeInTheDocument());
  });

  it('speaks Arabic, with the hold reason by its Arabic name', async () => {
    localStorage.setItem(LANG_KEY, 'ar');
    await i18nProvider.changeLocale('ar');
    serveTracking();
    renderSite('/track/10000042');
    expect(await screen.findByRole('heading', { level: 1, name: 'تتبع شحنتك' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'آخر 4 أرقام من الهاتف' }), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'اعرض الحالة' }));
    const status = await screen.findByRole('region', { name: 'الحالة' });
    expect(within(status).getByText('مؤجل')).toBeInTheDocument();
    expect(screen.getByText('السبب: المستلم مسافر')).toBeInTheDocument();
    expect(screen.getByText('سُجِّلت لدينا')).toBeInTheDocument();
  });
});
