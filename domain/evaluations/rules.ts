/**
 * Evaluations (spec section 2, Transactions: UserEvaluation): a supervisor rates a courier or a staff member for a
 * month on the company's criteria (the EvaluationCriteria lookup), beside the figures of his work
 * (domain/reports/shipper-evaluation.ts). The rules, written once for the server and the form:
 * - one evaluation per person and month; rating again edits it;
 * - every active criterion is rated once, from 1 (poor) to 5 (excellent), and no other;
 * - a month after the current one cannot be rated; nor can a staff member rate himself;
 * - the courier must be one the rater may see.
 */
import type { MessageKey } from '../messages';
import { cairoToday } from '../time';

export const EVALUATION_KINDS = ['shipper', 'staff'] as const;
export type EvaluationKind = (typeof EVALUATION_KINDS)[number];

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const EVALUATION_NOTE_MAX = 500;
/** A month as the screens and the API name it: YYYY-MM. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

export interface ScoreInput {
  criterion: number;
  score: number;
}

type EvaluationMessage = Extract<MessageKey, `evaluations.${string}`>;

/** Why a month cannot be rated (one after the current Cairo month), or undefined. */
export function evaluationMonthError(month: string, today = cairoToday()): EvaluationMessage | undefined {
  return month > today.slice(0, 7) ? 'evaluations.month_future' : undefined;
}

/** Why these ratings cannot be saved against the active criteria, or undefined. */
export function scoresError(scores: readonly ScoreInput[], active: readonly number[]): EvaluationMessage | undefined {
  const rated = scores.map((entry) => entry.criterion);
  if (new Set(rated).size !== rated.length) return 'evaluations.criterion_twice';
  if (rated.some((criterion) => !active.includes(criterion))) return 'evaluations.criterion_unknown';
  if (active.some((criterion) => !rated.includes(criterion))) return 'evaluations.criterion_missing';
  return scores.every((entry) => Number.isInteger(entry.score) && entry.score >= SCORE_MIN && entry.score <= SCORE_MAX) ? undefined : 'evaluations.score_range';
}

/** The month's first day, as the table keeps it. */
export const monthStart = (month: string): string => `${month}-01`;

/** The average of the ratings, one decimal; none without ratings. */
export function averageScore(scores: readonly { score: number }[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((sum, entry) => sum + entry.score, 0) * 10) / scores.length) / 10;
}
