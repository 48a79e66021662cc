import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { contactMessages } from '../../db/schema';

export interface TNewContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export async function insertContactMessage(db: TDb, row: TNewContactMessage): Promise<{ id: number }> {
  const [created] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  if (!created) throw new Error('contact message insert returned no row');
  return created;
}

type TExec = Pick<TDb, 'execute'>;

export interface TContactMessageRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: Date | string;
  handled: boolean;
  handled_at: Date | string | null;
  handled_by: string | null;
}

/** A page of the inbox: open messages newest first, or handled ones most recently handled first. */
export async function listContactMessages(db: TExec, handled: boolean, offset: number, limit: number) {
  const order = handled ? sql`m.handled_at DESC, m.id DESC` : sql`m.created_at DESC, m.id DESC`;
  const res = await db.execute(sql`
    SELECT m.id, m.name, m.email, m.phone, m.subject, m.message, m.created_at, m.handled, m.handled_at,
           u.email AS handled_by
    FROM contact_messages m LEFT JOIN "user" u ON u.id = m.handled_by
    WHERE m.handled = ${handled}
    ORDER BY ${order}
    LIMIT ${limit + 1} OFFSET ${offset}`);
  return res.rows as unknown as TContactMessageRow[];
}

/** Marks a message handled; undefined when there is none, handled false when it already was. */
export async function markHandled(tx: TExec, id: number, adminId: string, at: Date) {
  const res = await tx.execute(sql`
    UPDATE contact_messages SET handled = true, handled_by = ${adminId}, handled_at = ${at.toISOString()}
    WHERE id = ${id} AND handled = false RETURNING subject`);
  if (res.rows.length > 0) return { handled: true, subject: String(res.rows[0]?.subject ?? '') };
  const exists = await tx.execute(sql`SELECT 1 FROM contact_messages WHERE id = ${id}`);
  return exists.rows.length > 0 ? { handled: false, subject: '' } : undefined;
}
