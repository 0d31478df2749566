/** The company's settings the screens read and change (server/routes/configurations.ts). */
import type { ScoreWeightsAnswer } from '../../domain/api/configurations';
import type { ScoreWeights } from '../../domain/reports/courier-score';
import { apiFetch } from './http';

export const scoreWeightsKey = ['configurations', 'courier-score'];

const PATH = '/api/configurations/courier-score';

export const scoreWeightsCalls = {
  read: async () => (await apiFetch<ScoreWeightsAnswer>(PATH)).json,
  save: async (weights: ScoreWeights) => (await apiFetch<ScoreWeightsAnswer>(PATH, { method: 'PUT', body: JSON.stringify(weights) })).json,
};
