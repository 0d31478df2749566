/**
 * Rating a courier for a month (src/resources/evaluations): every active criterion asked for as stars, the form
 * refusing to save with one left unrated, and what is sent once all are rated.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../../domain/time';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const SCREEN = '/dashboard/UserEvaluation';
const sent: Record<string, unknown>[] = [];

withMockApi(() => [
  http.get('/api/EvaluationCriteria', () =>
    HttpResponse.json(
      [
        { id: 1, name: 'Punctuality', name_ar: 'الالتزام بالمواعيد', is_active: true },
        { id: 2, name: 'Courtesy', name_ar: 'حسن التعامل', is_active: true },
      ],
      { headers: { 'Content-Range': 'EvaluationCriteria 0-1/2' } },
    ),
  ),
  http.get('/api/UserEvaluation/subjects', ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('kind') === 'shipper' ? [{ id: 7, name: 'Karim Fathy' }] : [{ id: 3, name: 'Sara Mahmoud' }]),
  ),
  http.post('/api/UserEvaluation', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return HttpResponse.json({ id: 1, subject_name: 'Karim Fathy', average: 4, rated_by: 'Mona Saleh', ...body }, { status: 201 });
  }),
  http.get('/api/UserEvaluation/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  http.get('/api/reports/shipperevaluationreport_detail', ({ request }) => {
    const url = new URL(request.url);
    asked.push(Object.fromEntries(url.searchParams));
    return HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          month: '2026-11',
          shipper_id: 7,
          courier_score: 71.4,
          sheet_parcels: 120,
          sheet_success_rate: 84.2,
          first_attempt_rate: 70,
          shortage_rate: 1.5,
          cash_lag_hours: 20,
        },
      ],
      totals: {},
      hidden: [],
    });
  }),
]);
const asked: Record<string, string>[] = [];

describe('rating a courier', () => {
  it("shows the courier's figures of the month beside the ratings to whoever may read them", async () => {
    logIn(false, [SCREEN, `${SCREEN}/new`, '/dashboard/shipperevaluationreport']);
    renderStaffAdmin(`${SCREEN}/new`);
    await userEvent.click(await screen.findByRole('combobox', { name: /Courier or staff member/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karim Fathy' }));
    expect(await screen.findByText('Courier score: 71.4')).toBeInTheDocument();
    expect(screen.getByText('Attempt success rate: 84.2%')).toBeInTheDocument();
    const month = cairoToday().slice(0, 7);
    expect(asked.at(-1)).toMatchObject({ shipper: '7', from_date: `${month}-01` });
  });

  it('asks for every criterion as stars, refuses to save one left unrated, and sends the ratings', async () => {
    logIn(false, [SCREEN, `${SCREEN}/new`]);
    renderStaffAdmin(`${SCREEN}/new`);
    await userEvent.click(await screen.findByRole('combobox', { name: /Courier or staff member/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karim Fathy' }));
    const punctuality = await screen.findByRole('group', { name: 'Punctuality' });
    // A star is chosen as a keyboard does it: MUI's Rating reads the pointer's place, which jsdom does not lay out.
    fireEvent.click(within(punctuality).getByLabelText('4 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate every criterion')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    fireEvent.click(within(screen.getByRole('group', { name: 'Courtesy' })).getByLabelText('5 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'shipper',
      subject: 7,
      month: cairoToday().slice(0, 7),
      scores: [
        { criterion: 1, score: 4 },
        { criterion: 2, score: 5 },
      ],
    });
  });
});
