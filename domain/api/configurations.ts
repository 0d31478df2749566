/** The answers of the company's settings (server/routes/configurations.ts), shared by the server's schemas and the screens. */
import { Type, type Static } from '@sinclair/typebox';
import { ScoreWeights } from '../reports/courier-score';

/** The courier score's weights now, with who changed them last and when (none while they are the defaults). */
export const ScoreWeightsAnswer = Type.Object({
  weights: ScoreWeights,
  updated_by: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type ScoreWeightsAnswer = Static<typeof ScoreWeightsAnswer>;
