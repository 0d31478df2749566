/** Evaluations of couriers and staff (domain/evaluations/rules.ts). */
export const evaluationsMessages = {
  month_future: 'A month that has not begun cannot be rated',
  criterion_twice: 'A criterion is rated twice',
  criterion_unknown: 'A criterion is not one of the active criteria',
  criterion_missing: 'Rate every criterion',
  score_range: 'Each rating is a whole number from 1 to 5',
  exists: 'This person already has an evaluation for that month: open it to change it',
  own: 'You cannot rate yourself',
  no_criteria: 'Add the evaluation criteria first (Settings, Evaluation criteria)',
  no_weight: 'Give at least one part of the courier score a weight above 0',
} as const;
