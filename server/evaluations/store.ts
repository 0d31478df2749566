/**
 * The evaluations as stored (server/db/schema/evaluations.ts) and read back with their ratings, named subjects and
 * raters, through the caller's sight of couriers (domain/evaluations/rules.ts says what may be saved).
 */
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { EvaluationRecord, EvaluationSubject } from '../../domain/api/evaluations';
import { averageScore, type EvaluationKind } from '../../domain/evaluations/rules';
import { shipperVisibility } from '../../domain/permissions';
import type { EntityGrants } from '../../domain/permissions';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { evaluationCriteria, evaluationScores, HUB_SHIPPER_ID, shippers, users } from '../db/schema';

const rater = sql`coalesce(nullif(trim(r.first_name || ' ' || r.last_name), ''), r.username, '')`;
const staffName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.username})`;

/** The evaluations (`e`) the caller may read: every staff member's, and those of the couriers it may see. */
export function readable(grants: EntityGrants): SQL {
  const couriers = shipperVisibility(grants);
  if (couriers.all) return sql`true`;
  return sql`(e.user_id is not null or e.shipper_id = any(${sql.param(couriers.ids)}::int[]))`;
}

/** A page of evaluations, newest month first, of one kind and month when asked. */
export async function listEvaluations(db: Db, where: SQL, window: { size: number; offset: number }) {
  const rows = rowsOf(
    await db.execute(sql`
    select e.id, case when e.shipper_id is null then 'staff' else 'shipper' end as kind, coalesce(e.shipper_id, e.user_id) as subject,
      coalesce(s.name, nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, '') as subject_name,
      to_char(e.month, 'YYYY-MM') as month, ${rater} as rated_by, e.note,
      coalesce((select json_agg(json_build_object('criterion', x.criterion_id, 'score', x.score) order by x.criterion_id)
        from evaluation_scores x where x.evaluation_id = e.id), '[]'::json) as scores
    from evaluations e
    left join shippers s on s.id = e.shipper_id
    left join users u on u.id = e.user_id
    left join users r on r.id = e.rated_by
    where ${where}
    order by e.month desc, e.id desc
    limit ${window.size} offset ${window.offset}`),
  );
  const [total] = rowsOf(await db.execute(sql`select count(*)::int as n from evaluations e where ${where}`));
  return { count: Number(total?.n ?? 0), results: rows.map(recordOf) };
}

function recordOf(row: Record<string, unknown>): EvaluationRecord {
  const scores = (row.scores as { criterion: number; score: number }[]) ?? [];
  return {
    id: Number(row.id),
    kind: row.kind as EvaluationKind,
    subject: Number(row.subject),
    subject_name: String(row.subject_name),
    month: String(row.month),
    average: averageScore(scores),
    scores,
    rated_by: String(row.rated_by),
    note: String(row.note),
  };
}

/** The ids of the active criteria, in their order. */
export async function activeCriteria(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: evaluationCriteria.id })
    .from(evaluationCriteria)
    .where(eq(evaluationCriteria.is_active, true))
    .orderBy(asc(evaluationCriteria.id));
  return rows.map((row) => row.id);
}

/** Who may be rated of a kind: the active couriers the caller sees, or the other active staff members, by name. */
export async function subjectsOf(db: Db, kind: EvaluationKind, grants: EntityGrants, self: number): Promise<EvaluationSubject[]> {
  if (kind === 'staff')
    return db
      .select({ id: users.id, name: staffName })
      .from(users)
      .where(and(eq(users.is_staff, true), eq(users.is_active, true), isNull(users.customer_id), ne(users.id, self)))
      .orderBy(asc(staffName));
  const couriers = shipperVisibility(grants);
  return db
    .select({ id: shippers.id, name: shippers.name })
    .from(shippers)
    .where(
      and(
        eq(shippers.is_active, true),
        ne(shippers.id, HUB_SHIPPER_ID),
        couriers.all ? undefined : inArray(shippers.id, couriers.ids.length ? couriers.ids : [-1]),
      ),
    )
    .orderBy(asc(shippers.name));
}

/** Replaces an evaluation's ratings. */
export async function writeScores(db: Tx, id: number, scores: readonly { criterion: number; score: number }[]): Promise<void> {
  await db.delete(evaluationScores).where(eq(evaluationScores.evaluation_id, id));
  await db.insert(evaluationScores).values(scores.map((entry) => ({ evaluation_id: id, criterion_id: entry.criterion, score: entry.score })));
}
