import type pg from 'pg';

// --trigger-cost: what migration 0014's insert triggers cost per row on the loaded database. The
// same rows are inserted with the trigger and, with it disabled, with the same work done by the
// statement itself (the copies joined from posts; the numbers unnested), each in a transaction
// that is rolled back; the best of three of each. The difference is the trigger's own cost (a
// PL/pgSQL call and a lookup of the post per row), the rest is what the rows cost anyway.

const ROWS = 10_000;
const RUNS = 3;

async function timed(client: pg.Client, statements: string[]): Promise<number> {
  await client.query('BEGIN');
  try {
    for (const s of statements.slice(0, -1)) await client.query(s);
    const t0 = performance.now();
    await client.query(statements.at(-1) as string);
    return performance.now() - t0;
  } finally {
    await client.query('ROLLBACK');
  }
}

async function best(client: pg.Client, statements: string[]): Promise<number> {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) min = Math.min(min, await timed(client, statements));
  return min;
}

const us = (ms: number, rows: number) => ((ms * 1000) / rows).toFixed(1);

export async function measureTriggerCost(client: pg.Client): Promise<string[]> {
  const lines: string[] = ['  trigger cost (per row inserted, best of 3, rolled back):'];
  // Fitment rows: 10,000 existing rows again at other positions.
  const span = await client.query(
    `SELECT min(post_id)::int AS lo, (SELECT post_id FROM post_fitments ORDER BY post_id OFFSET ${ROWS} LIMIT 1)::int AS hi
     FROM post_fitments`,
  );
  const { lo, hi } = span.rows[0] as { lo: number; hi: number };
  const picked = `post_id >= ${lo} AND post_id < ${hi} AND position < 100`;
  const rows = Number(
    (await client.query(`SELECT count(*)::int AS n FROM post_fitments WHERE ${picked}`)).rows[0].n,
  );
  const withTrigger = await best(client, [
    `INSERT INTO post_fitments (post_id, position, vehicle_id, year_from, year_to)
     SELECT post_id, position + 100, vehicle_id, year_from, year_to FROM post_fitments WHERE ${picked}`,
  ]);
  const without = await best(client, [
    'ALTER TABLE post_fitments DISABLE TRIGGER post_fitments_copy',
    `INSERT INTO post_fitments (post_id, position, vehicle_id, year_from, year_to, live, price_cad, post_year,
       part_id, expires_at, lat, lng)
     SELECT f.post_id, f.position + 100, f.vehicle_id, f.year_from, f.year_to, p.status = 'active', p.price_cad,
       p.year, p.part_id, p.expires_at, p.lat, p.lng
     FROM post_fitments f JOIN posts p ON p.id = f.post_id WHERE f.${picked.replaceAll(' AND ', ' AND f.')}`,
  ]);
  lines.push(
    `    post_fitments (${rows.toLocaleString('en-US')} rows): ${us(withTrigger, rows)} µs a row with the copy trigger, ` +
      `${us(without, rows)} µs copying in the statement: the trigger costs ${us(withTrigger - without, rows)} µs a row`,
  );

  // Posts: 10,000 posts with OEM numbers inserted again under new ids, with and without the
  // trigger that fills post_part_numbers (the statement then inserts the numbers itself).
  const cols = (
    await client.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'posts' AND is_generated = 'NEVER' AND column_name <> 'id'
       ORDER BY ordinal_position`,
    )
  ).rows.map((r) => `"${r.column_name}"`);
  const list = cols.join(', ');
  const source = `SELECT id + 100000000, ${list} FROM posts WHERE cardinality(oem_numbers) > 0 ORDER BY id LIMIT ${ROWS}`;
  const numbers = Number(
    (
      await client.query(
        `SELECT sum(cardinality(oem_numbers))::int AS n FROM (SELECT oem_numbers FROM posts
         WHERE cardinality(oem_numbers) > 0 ORDER BY id LIMIT ${ROWS}) s`,
      )
    ).rows[0].n,
  );
  const postsWith = await best(client, [`INSERT INTO posts (id, ${list}) OVERRIDING SYSTEM VALUE ${source}`]);
  const postsWithout = await best(client, [
    'ALTER TABLE posts DISABLE TRIGGER posts_part_numbers_insert',
    `WITH added AS (INSERT INTO posts (id, ${list}) OVERRIDING SYSTEM VALUE ${source} RETURNING id, oem_numbers)
     INSERT INTO post_part_numbers (post_id, number)
     SELECT DISTINCT a.id, oem_number_key(n) FROM added a, unnest(a.oem_numbers) n WHERE oem_number_key(n) <> ''
     ON CONFLICT DO NOTHING`,
  ]);
  lines.push(
    `    posts with OEM numbers (${ROWS.toLocaleString('en-US')} posts, ${numbers.toLocaleString('en-US')} numbers): ` +
      `${us(postsWith, ROWS)} µs a post with the numbers' trigger, ${us(postsWithout, ROWS)} µs with the ` +
      `numbers inserted by the statement: the trigger costs ${us(postsWith - postsWithout, ROWS)} µs a post`,
  );
  return lines;
}
