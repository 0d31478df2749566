import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | 'login' | 'logout' | 'password' | string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * A record as the audit's JSON holds it: whole piastres and other bigint columns as their digits (JSON has no
 * bigint, and a float would round them).
 */
const jsonOf = (value: unknown): unknown =>
  value == null ? null : JSON.parse(JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? field.toString() : field)));

const insertRow = preparedStatement<'user' | 'action' | 'entity' | 'entityId' | 'before' | 'after'>((value, db) =>
  db
    .insert(auditLog)
    .values({
      user_id: value('user'),
      action: value('action'),
      entity: value('entity'),
      entity_id: value('entityId'),
      before: value('before'),
      after: value('after'),
    })
    .getSQL(),
);

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await insertRow(db, {
    user: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: jsonOf(entry.before),
    after: jsonOf(entry.after),
  });
}
