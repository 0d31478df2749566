/**
 * The courier score (domain/reports/courier-score.ts): hand-computed couriers, parts left out when he has no figure
 * for them, and for any figures and weights a score between its parts' lowest and highest.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courierScore, DEFAULT_SCORE_WEIGHTS, scoreFormula, scoreParts, weightsError, type ScoreFigures } from '../../domain/reports/courier-score';

const figures = (given: Partial<ScoreFigures>): ScoreFigures => ({
  sheet_success_rate: null,
  first_attempt_rate: null,
  shortage_rate: null,
  cash_lag_hours: null,
  ...given,
});

describe('the courier score', () => {
  it('weighs the parts he has figures for', () => {
    // (35 × 90 + 20 × 70 + 30 × 95 + 15 × 75) ÷ 100 = 85.25 → 85.3.
    expect(courierScore(figures({ sheet_success_rate: 90, first_attempt_rate: 70, shortage_rate: 5, cash_lag_hours: 12 }), DEFAULT_SCORE_WEIGHTS)).toBe(85.3);
    // Without closings: (35 × 90 + 20 × 70) ÷ 55 = 82.7.
    expect(courierScore(figures({ sheet_success_rate: 90, first_attempt_rate: 70 }), DEFAULT_SCORE_WEIGHTS)).toBe(82.7);
    expect(courierScore(figures({}), DEFAULT_SCORE_WEIGHTS)).toBeNull();
    // Only parts weighing nothing: no score.
    expect(courierScore(figures({ cash_lag_hours: 3 }), { ...DEFAULT_SCORE_WEIGHTS, cash_speed: 0 })).toBeNull();
  });

  it('keeps cash accuracy and speed between 0 and 100', () => {
    expect(scoreParts(figures({ shortage_rate: 250, cash_lag_hours: 100 }), DEFAULT_SCORE_WEIGHTS)).toMatchObject({ cash_accuracy: 0, cash_speed: 0 });
    expect(scoreParts(figures({ shortage_rate: 0, cash_lag_hours: -2 }), DEFAULT_SCORE_WEIGHTS)).toMatchObject({ cash_accuracy: 100, cash_speed: 100 });
  });

  it('lies between the lowest and highest of the parts it weighs, whatever the figures and weights', () => {
    const rate = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null });
    const weight = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(
        fc.record({
          sheet_success_rate: rate,
          first_attempt_rate: rate,
          shortage_rate: rate,
          cash_lag_hours: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
        }),
        fc.record({ delivery: weight, first_attempt: weight, cash_accuracy: weight, cash_speed: weight, lag_hours_zero: fc.integer({ min: 1, max: 720 }) }),
        (given, weights) => {
          const score = courierScore(given, weights);
          const parts = Object.entries(scoreParts(given, weights)).flatMap(([part, value]) =>
            value === null || weights[part as keyof typeof weights] === 0 ? [] : [value],
          );
          if (parts.length === 0) return score === null;
          return score !== null && score >= Math.min(...parts) - 0.05 && score <= Math.max(...parts) + 0.05;
        },
      ),
    );
  });

  it('refuses weights that weigh nothing, and writes its formula with the weights', () => {
    expect(weightsError({ ...DEFAULT_SCORE_WEIGHTS, delivery: 0, first_attempt: 0, cash_accuracy: 0, cash_speed: 0 })).toBe('evaluations.no_weight');
    expect(weightsError(DEFAULT_SCORE_WEIGHTS)).toBeUndefined();
    const translate = (key: string, values: Record<string, string> = {}) => `${key}(${Object.values(values).join(';')})`;
    expect(scoreFormula(DEFAULT_SCORE_WEIGHTS, translate)).toContain('35;reports.score.parts.delivery()');
    expect(scoreFormula(DEFAULT_SCORE_WEIGHTS, translate)).toMatch(/;48\)$/);
  });
});
