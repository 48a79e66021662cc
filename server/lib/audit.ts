import type { TDb } from '../db/client';
import { auditLog } from '../db/schema';

export interface TAuditActor {
  id: string;
  email: string;
}

export interface TAuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  details?: string;
}

/** Writes one admin action to the audit log, inside the caller's transaction (it lands with the change or not at all). */
export async function recordAudit(tx: Pick<TDb, 'insert'>, admin: TAuditActor, entry: TAuditEntry) {
  await tx.insert(auditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? '',
  });
}
