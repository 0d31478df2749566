/** The settings kept in `configurations` (./store.ts), each with its key, schema and default. */
import { DEFAULT_SCORE_WEIGHTS, ScoreWeights } from '../../domain/reports/courier-score';
import type { Setting } from './store';

/** The courier score's weights (domain/reports/courier-score.ts). */
export const COURIER_SCORE: Setting<typeof ScoreWeights> = { key: 'courier_score', schema: ScoreWeights, fallback: DEFAULT_SCORE_WEIGHTS };
