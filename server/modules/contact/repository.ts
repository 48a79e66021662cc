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
