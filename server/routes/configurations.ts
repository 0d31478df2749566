import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ScoreWeightsAnswer } from '../../domain/api/configurations';
import { ScoreWeights, weightsError } from '../../domain/reports/courier-score';
import { screenUrl } from '../../domain/screens';
import { COURIER_SCORE } from '../configurations/settings';
import { readSetting, writeSetting } from '../configurations/store';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { userName } from '../db/user-name';
import { ApiError } from '../lib/errors';
import { userOf } from '../lib/request-user';

/** The weights now, with the name of who set them. */
async function weightsNow(db: Db): Promise<ScoreWeightsAnswer> {
  const { value, updated_by, updated_at } = await readSetting(db, COURIER_SCORE);
  const [who] = updated_by === null ? [] : await db.select({ name: userName }).from(users).where(eq(users.id, updated_by));
  return { weights: value, updated_by: who?.name ?? null, updated_at };
}

/**
 * The courier score's weights (domain/reports/courier-score.ts): read by whoever may open the courier evaluation
 * report, where the score and its formula are shown; changed by a superuser only (`mayChangeScoreWeights`), with a
 * part weighing something, audited. The new weights score every report read after the change.
 */
export default async function configurationRoutes(app: FastifyInstance): Promise<void> {
  const path = '/configurations/courier-score';
  app.get(path, { schema: { response: { 200: ScoreWeightsAnswer } }, config: { access: { url: screenUrl('shipperevaluationreport') } } }, () =>
    weightsNow(app.db),
  );

  app.put<{ Body: ScoreWeights }>(
    path,
    { schema: { body: ScoreWeights, response: { 200: ScoreWeightsAnswer } }, config: { access: { superuser: true } } },
    async (request) => {
      const error = weightsError(request.body);
      if (error) throw new ApiError(400, error);
      await app.db.transaction((tx) => writeSetting(tx, COURIER_SCORE, request.body, userOf(request).id));
      return weightsNow(app.db);
    },
  );
}
