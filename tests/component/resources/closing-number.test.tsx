import { screen } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClosingDetails } from '../../../domain/api/money';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const REPORT = '/dashboard/ShipperClosingRequestReport';
const DETAILS = '/dashboard/ShipperClosingRequestDetails';

const closing: ClosingDetails = {
  id: 110,
  rc: 1110,
  shipper_id: 3,
  shipper_name: 'Karim Fathy',
  closing_date: '2026-11-20',
  status: 'approved',
  expected: '670.00',
  counted: '650.00',
  fees: '60.00',
  fees_kept: true,
  previous_debt: '0.00',
  difference: '20.00',
  debt_after: '20.00',
  denominations: null,
  note: '',
  created_by: 1,
  created_by_name: 'admin',
  created_at: '2026-11-20T18:00:00Z',
  decided_by_name: 'supervisor',
  decided_at: '2026-11-20T19:00:00Z',
  decision_note: '',
  cash: [],
  returns: [],
};

const money = { expected: '670.00', counted: '650.00', fees_kept: '60.00', shortages: '20.00', overages: '0.00' };
const asked: string[] = [];

withMockApi(() => [
  http.get('/api/Shipper', () => HttpResponse.json([{ id: 3, name: 'Karim Fathy' }], { headers: { 'content-range': 'Shipper 0-0/1' } })),
  http.get('/api/reports/ShipperClosingRequestReport', () =>
    HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      hidden: [],
      range: { from_date: '2026-10-22', to_date: '2026-11-20' },
      results: [
        {
          key: '2026-11-20:3',
          closing_date: '2026-11-20',
          shipper_id: 3,
          shipper_name: 'Karim Fathy',
          closing_rcs: [1110],
          closings: 1,
          ...money,
          pending: 0,
          approved: 1,
          refused: 0,
        },
      ],
      totals: { closings: 1, ...money, pending: 0, approved: 1, refused: 0 },
    }),
  ),
  http.get('/api/ShipperClosingRequestDetails/:rc', ({ params }) => {
    asked.push(String(params.rc));
    return params.rc === '1110' ? HttpResponse.json(closing) : HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 });
  }),
]);

beforeEach(() => {
  asked.length = 0;
});

const where = () => screen.getByTestId('where').textContent;

describe('one number per closing', () => {
  it('names each closing of the report by its receipt number, which opens it', async () => {
    logIn(false, [REPORT, DETAILS]);
    renderStaffAdmin(REPORT);
    await userEvent.click(await screen.findByRole('link', { name: 'RC 1110' }));
    expect(await screen.findByRole('heading', { name: /Closing RC 1110/ })).toBeInTheDocument();
    expect(where()).toBe(`${DETAILS}/1110`);
  });

  it('says at once that a closing does not exist, asking the server once', async () => {
    logIn(false, [REPORT, DETAILS]);
    renderStaffAdmin(`${DETAILS}/110`);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(asked).toEqual(['110']);
  });
});
