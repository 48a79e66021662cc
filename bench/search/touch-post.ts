import type pg from 'pg';

/**
 * A seller's edit, as --open-loop-edits makes them while searches run: a random live post saved
 * again as it is. Its triggers run as on any edit (its fitment rows' copies, the search
 * generation), so every count an instance kept is counted again at its next search.
 */
export async function touchPost(client: pg.Client): Promise<void> {
  await client.query(`
    UPDATE posts SET price = price WHERE id = (
      SELECT id FROM posts
      WHERE status = 'active'
        AND id >= (SELECT min(id) + floor(random() * (max(id) - min(id)))::int FROM posts)
      ORDER BY id LIMIT 1)`);
}
