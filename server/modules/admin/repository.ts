import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

/** A page of the audit log, newest first. */
export async function listAudit(db: Pick<TDb, 'execute'>, offset: number, limit: number) {
  const res = await db.execute(sql`
    SELECT id, admin_email, action, target_type, target_id, details, created_at
    FROM audit_log ORDER BY created_at DESC, id DESC LIMIT ${limit + 1} OFFSET ${offset}`);
  return res.rows as unknown as Array<{
    id: number;
    admin_email: string;
    action: string;
    target_type: string;
    target_id: string;
    details: string;
    created_at: Date | string;
  }>;
}
