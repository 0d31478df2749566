import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | 'login' | 'logout' | 'password' | string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
