import type { ZContactRequest } from '@common/contracts/contact';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import * as repo from './repository';

/** Stores a message from the contact form for the admins' inbox. */
export function submitContactMessage(db: TDb, input: z.output<typeof ZContactRequest>) {
  return repo.insertContactMessage(db, input);
}
