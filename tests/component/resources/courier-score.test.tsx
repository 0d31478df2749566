/**
 * The courier score above the courier evaluation (src/resources/reports/CourierScore.tsx): its formula with the
 * company's weights for every reader, and for a superuser the form that changes them, checked beside each field
 * before anything is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScoreWeightsAnswer } from '../../../domain/api/configurations';
import { DEFAULT_SCORE_WEIGHTS, type ScoreWeights } from '../../../domain/reports/courier-score';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';

const SCREEN = '/dashboard/shipperevaluationreport';
let answer: ScoreWeightsAnswer;
const sent: ScoreWeights[] = [];

withMockApi(() => [
  http.get('/api/configurations/courier-score', () => HttpResponse.json(answer)),
  http.put('/api/configurations/courier-score', async ({ request }) => {
    const weights = (await request.json()) as ScoreWeights;
    sent.push(weights);
    answer = { weights, updated_by: 'Mona Saleh', updated_at: '2026-11-28T08:00:00Z' };
    return HttpResponse.json(answer);
  }),
  http.get('/api/Shipper', () => HttpResponse.json([{ id: 7, name: 'Karim Fathy' }], { headers: { 'Content-Range': 'Shipper 0-0/1' } })),
  http.get('/api/reports/shipperevaluationreport', () =>
    HttpResponse.json(specPage([{ shipper_id: 7, shipper_name: 'Karim Fathy', courier_score: 57.5, rating: 4.5, sheet_parcels: 2 }], { totals: {} })),
  ),
]);

beforeEach(() => {
  answer = { weights: DEFAULT_SCORE_WEIGHTS, updated_by: null, updated_at: null };
  sent.length = 0;
  localStorage.clear();
});

describe('the courier score', () => {
  it("shows a reader the formula with the company's weights, and no way to change them", async () => {
    logIn(false, [SCREEN]);
    renderStaffAdmin(SCREEN);
    expect(await screen.findByText(/Courier score = \(35 × attempt success rate \+ 20 × first-attempt success rate/)).toBeInTheDocument();
    expect(screen.getByText(/÷ 48\)/)).toBeInTheDocument();
    expect(screen.getByText('The company has kept the starting weights')).toBeInTheDocument();
    expect(await screen.findByText('57.5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the weights' })).not.toBeInTheDocument();
  });

  it('lets a superuser change the weights, refusing a weight out of bounds beside its field', async () => {
    logIn(true);
    renderStaffAdmin(SCREEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Change the weights' }));
    const dialog = await screen.findByRole('dialog');
    const delivery = within(dialog).getByLabelText(/Weight of the attempt success rate/);
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the weights' }));
    expect(await within(dialog).findByText(/100 or less/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(delivery);
    await userEvent.type(delivery, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the weights' }));
    await waitFor(() => expect(sent).toEqual([{ ...DEFAULT_SCORE_WEIGHTS, delivery: 50 }]));
    expect(await screen.findByText(/Courier score = \(50 × attempt success rate/)).toBeInTheDocument();
    expect(screen.getByText(/Weights set by Mona Saleh/)).toBeInTheDocument();
  });
});
