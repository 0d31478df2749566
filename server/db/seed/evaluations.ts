import { sql } from 'drizzle-orm';
import { cairoToday } from '../../../domain/time';
import type { Tx } from '../client';

/**
 * Last month's evaluations (UserEvaluation): every active courier rated on every criterion by the demo supervisor,
 * his ratings spread from 2 to 5 by courier and criterion, and the demo staff member rated by the superuser.
 */
export async function seedEvaluations(tx: Tx, supervisorId: number, adminId: number, staffId: number): Promise<void> {
  const [year, month] = cairoToday().split('-').map(Number) as [number, number];
  const last = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  await tx.execute(sql`insert into evaluations (shipper_id, month, rated_by, note)
    select s.id, ${last}::date, ${supervisorId}::int, case when s.id % 5 = 0 then 'Late to the morning hand-over twice' else '' end
    from shippers s where s.id <> 1 and s.is_active`);
  await tx.execute(sql`insert into evaluations (user_id, month, rated_by, note) values (${staffId}, ${last}::date, ${adminId}, 'Answers merchants quickly')`);
  await tx.execute(sql`insert into evaluation_scores (evaluation_id, criterion_id, score)
    select e.id, c.id, 2 + (coalesce(e.shipper_id, e.user_id) * 7 + c.id * 3) % 4
    from evaluations e cross join evaluation_criteria c where c.is_active`);
}
