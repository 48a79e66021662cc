import type { TDb } from '../../db/client';
import { postFactsRow, type TPostFactsRow } from './facts-repository';

// What a notice says of a post; the statements are in facts-repository.ts. POST_FACTS is passed on
// for the repositories that read posts the way notices see them (post-notices' ending posts).
export { POST_FACTS } from './facts-repository';

/** What a notice about a post says of it: its seller, its title, its price and its end. */
export type TPostFacts = TPostFactsRow;

export async function postFacts(db: Pick<TDb, 'execute'>, postId: number): Promise<TPostFacts | undefined> {
  const row = await postFactsRow(db, postId);
  return row && { ...row, id: Number(row.id) };
}
