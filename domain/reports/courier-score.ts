/**
 * The courier score (issue 23, item 5): one figure from 0 to 100 that combines a courier's road work and his cash,
 * so couriers are ranked on both. Its parts, each from 0 to 100, come from the measures (./measures.ts):
 * - delivery: his attempt success rate (sheet_success_rate);
 * - first attempt: his first-attempt success rate (first_attempt_rate);
 * - cash accuracy: 100 less his shortage rate (shortage_rate), not below 0;
 * - cash speed: 100 when a delivery's cash reached the office at once, falling evenly to 0 at `lag_hours_zero` hours
 *   (cash_lag_hours), not below 0.
 * The score is the parts' average weighted by the company's weights (kept in the configurations, a superuser's to
 * change): a part without figures in the range (no closing, nothing out for the first time) is left out of the sum
 * and of the weights it is divided by, so a courier is scored on what he did; without any part he has no score.
 */
import { Type, type Static } from '@sinclair/typebox';

export const SCORE_PARTS = ['delivery', 'first_attempt', 'cash_accuracy', 'cash_speed'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

const Weight = Type.Integer({ minimum: 0, maximum: 100 });

/** The weights of the parts (whole numbers 0 to 100) and the hours of lag at which cash speed reaches 0. */
export const ScoreWeights = Type.Object(
  {
    delivery: Weight,
    first_attempt: Weight,
    cash_accuracy: Weight,
    cash_speed: Weight,
    lag_hours_zero: Type.Integer({ minimum: 1, maximum: 720 }),
  },
  { additionalProperties: false },
);
export type ScoreWeights = Static<typeof ScoreWeights>;

/** The weights a company starts with: delivering first, then the cash being right, then first attempts, then speed. */
export const DEFAULT_SCORE_WEIGHTS: ScoreWeights = { delivery: 35, first_attempt: 20, cash_accuracy: 30, cash_speed: 15, lag_hours_zero: 48 };

/** Why these weights cannot be kept (every part weighing nothing), or undefined. */
export const weightsError = (weights: ScoreWeights): 'evaluations.no_weight' | undefined =>
  SCORE_PARTS.some((part) => weights[part] > 0) ? undefined : 'evaluations.no_weight';

/** Who may change the weights: a superuser, as every company setting (Configurations is an admin area, spec section 6). */
export const mayChangeScoreWeights = (user: { is_superuser: boolean }): boolean => user.is_superuser;

/** The figures of a courier the score reads: his rates in percent and his average hours to hand cash over, none when he has none. */
export interface ScoreFigures {
  sheet_success_rate: number | null;
  first_attempt_rate: number | null;
  shortage_rate: number | null;
  cash_lag_hours: number | null;
}

const bounded = (value: number) => Math.min(100, Math.max(0, value));

/** Each part's value from 0 to 100, or null when the courier has no figure for it. */
export function scoreParts(figures: ScoreFigures, weights: ScoreWeights): Record<ScorePart, number | null> {
  const { sheet_success_rate, first_attempt_rate, shortage_rate, cash_lag_hours } = figures;
  return {
    delivery: sheet_success_rate,
    first_attempt: first_attempt_rate,
    cash_accuracy: shortage_rate === null ? null : bounded(100 - shortage_rate),
    cash_speed: cash_lag_hours === null ? null : bounded(100 * (1 - cash_lag_hours / weights.lag_hours_zero)),
  };
}

/** The score, one decimal: the parts he has, weighted; null when he has none (or only parts weighing nothing). */
export function courierScore(figures: ScoreFigures, weights: ScoreWeights): number | null {
  const parts = scoreParts(figures, weights);
  let weighted = 0;
  let weight = 0;
  for (const part of SCORE_PARTS) {
    const value = parts[part];
    if (value === null) continue;
    weighted += weights[part] * value;
    weight += weights[part];
  }
  return weight === 0 ? null : Math.round((weighted * 10) / weight) / 10;
}

/** A translation function as the screen and the server have one. */
type Translate = (key: string, values?: Record<string, string>) => string;

/** The score's formula with these weights, in the interface language. */
export function scoreFormula(weights: ScoreWeights, translate: Translate): string {
  const parts = SCORE_PARTS.map((part) => translate('reports.score.term', { weight: String(weights[part]), part: translate(`reports.score.parts.${part}`) }));
  return translate('reports.score.formula', { parts: parts.join(' + '), hours: String(weights.lag_hours_zero) });
}
