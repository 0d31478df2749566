import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { evaluationCriteria } from './lookups';
import { shippers } from './shippers';

/**
 * A supervisor's evaluation of a courier or a staff member for a month (spec: UserEvaluation): one per person and
 * month, its ratings on the company's criteria in evaluation_scores. Exactly one of shipper_id and user_id is set;
 * `month` is the month's first day.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'restrict' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    rated_by: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('evaluations_one_subject', sql`(${t.shipper_id} is null) <> (${t.user_id} is null)`),
    check('evaluations_first_of_month', sql`extract(day from ${t.month}) = 1`),
    uniqueIndex('evaluations_shipper_month_key')
      .on(t.shipper_id, t.month)
      .where(sql`${t.shipper_id} is not null`),
    uniqueIndex('evaluations_user_month_key')
      .on(t.user_id, t.month)
      .where(sql`${t.user_id} is not null`),
    index('evaluations_month_idx').on(t.month),
  ],
);

/** An evaluation's rating on one criterion, 1 (poor) to 5 (excellent). */
export const evaluationScores = pgTable(
  'evaluation_scores',
  {
    evaluation_id: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    criterion_id: integer('criterion_id')
      .notNull()
      .references(() => evaluationCriteria.id, { onDelete: 'restrict' }),
    score: smallint('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.evaluation_id, t.criterion_id] }), check('evaluation_scores_range', sql`${t.score} between 1 and 5`)],
);
