-- A search's match count costs most of its statement (counting up to 1,001 matches, against
-- finding a page of 11), so each instance keeps the counts it made (server/modules/search/
-- count-cache.ts) with the numbers of the search's keys at the time. Every statement that changes
-- posts adds one to the keys of the posts it changed, before and after: 'all'; 'part:<id>';
-- 'cell:<lat>:<lng>', the degree square the post is placed in; and, for each of its fitment rows,
-- 'vehicle:<id>', 'make:<manufacturer, lower case>' and 'year:<year>' for each year it covers. A
-- change to fitment rows does the same for the rows, and renaming or removing a vehicle for its
-- model and manufacturers. A search depends on one key of its filters (a model's, a part's...; 'all'
-- without one), so a kept count is good exactly while that key's number is unchanged, whichever
-- instance made the change, and an edit to one post leaves the counts of other models and parts
-- alone. Statement triggers: one upsert per key per statement, whatever its rows; a statement that
-- changed no row (the expiry job's sweep, most runs) moves nothing.
CREATE TABLE "search_generations" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- One more on each key (a new key starts at 1), taken in key order: two statements bumping the same
-- keys lock their rows in the same order and cannot deadlock on them.
CREATE OR REPLACE FUNCTION search_generations_bump(keys text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_generations AS g (key, n)
  SELECT k, 1 FROM (SELECT DISTINCT k FROM unnest(keys) AS u(k) WHERE k IS NOT NULL) d ORDER BY k
  ON CONFLICT (key) DO UPDATE SET n = g.n + 1
$$;--> statement-breakpoint
-- The keys of a fitment row: its model, its manufacturer and each year it covers.
CREATE OR REPLACE FUNCTION search_fitment_keys(integer, integer, integer) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT 'vehicle:' || $1
  UNION ALL
  SELECT 'make:' || lower(split_part(v.name, ' - ', 1)) FROM vehicles v WHERE v.id = $1
  UNION ALL
  SELECT 'year:' || y FROM generate_series($2, $3) AS y
$$;--> statement-breakpoint
-- The keys of a post: 'all', its part, its degree square, and its fitment rows' keys.
CREATE OR REPLACE FUNCTION search_post_keys(integer, integer, double precision, double precision)
RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT 'all'
  UNION ALL
  SELECT 'part:' || $2
  UNION ALL
  SELECT 'cell:' || floor($3)::int || ':' || floor($4)::int WHERE $3 IS NOT NULL AND $4 IS NOT NULL
  UNION ALL
  SELECT k FROM post_fitments f CROSS JOIN LATERAL search_fitment_keys(f.vehicle_id, f.year_from, f.year_to) AS k
  WHERE f.post_id = $1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_search_generations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM changed_rows r CROSS JOIN LATERAL search_post_keys(r.id, r.part_id, r.lat, r.lng) AS k));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM (SELECT id, part_id, lat, lng FROM changed_rows
                     UNION SELECT id, part_id, lat, lng FROM removed_rows) r
      CROSS JOIN LATERAL search_post_keys(r.id, r.part_id, r.lat, r.lng) AS k));
  ELSE
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM removed_rows r CROSS JOIN LATERAL search_post_keys(r.id, r.part_id, r.lat, r.lng) AS k));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_fitments_search_generations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM changed_rows r CROSS JOIN LATERAL search_fitment_keys(r.vehicle_id, r.year_from, r.year_to) AS k
      UNION ALL (SELECT 'all' FROM changed_rows LIMIT 1)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM (SELECT vehicle_id, year_from, year_to FROM changed_rows
                     UNION SELECT vehicle_id, year_from, year_to FROM removed_rows) r
      CROSS JOIN LATERAL search_fitment_keys(r.vehicle_id, r.year_from, r.year_to) AS k
      UNION ALL (SELECT 'all' FROM changed_rows LIMIT 1)));
  ELSE
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM removed_rows r CROSS JOIN LATERAL search_fitment_keys(r.vehicle_id, r.year_from, r.year_to) AS k
      UNION ALL (SELECT 'all' FROM removed_rows LIMIT 1)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A vehicle renamed or removed: its model, and the manufacturers it leaves and joins.
CREATE OR REPLACE FUNCTION vehicles_search_generations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM (SELECT id, name FROM changed_rows UNION SELECT id, name FROM removed_rows) r
      CROSS JOIN LATERAL (VALUES ('vehicle:' || r.id), ('make:' || lower(split_part(r.name, ' - ', 1))), ('all')) AS x(k)));
  ELSE
    PERFORM search_generations_bump(ARRAY(
      SELECT k FROM removed_rows r
      CROSS JOIN LATERAL (VALUES ('vehicle:' || r.id), ('make:' || lower(split_part(r.name, ' - ', 1))), ('all')) AS x(k)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_search_generations_insert" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_generations();--> statement-breakpoint
CREATE TRIGGER "posts_search_generations_update" AFTER UPDATE ON "posts"
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_search_generations();--> statement-breakpoint
CREATE TRIGGER "posts_search_generations_delete" AFTER DELETE ON "posts"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_generations();--> statement-breakpoint
CREATE TRIGGER "post_fitments_search_generations_insert" AFTER INSERT ON "post_fitments"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION post_fitments_search_generations();--> statement-breakpoint
CREATE TRIGGER "post_fitments_search_generations_update" AFTER UPDATE ON "post_fitments"
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION post_fitments_search_generations();--> statement-breakpoint
CREATE TRIGGER "post_fitments_search_generations_delete" AFTER DELETE ON "post_fitments"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION post_fitments_search_generations();--> statement-breakpoint
CREATE TRIGGER "vehicles_search_generations_update" AFTER UPDATE ON "vehicles"
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicles_search_generations();--> statement-breakpoint
CREATE TRIGGER "vehicles_search_generations_delete" AFTER DELETE ON "vehicles"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicles_search_generations();--> statement-breakpoint
-- Two GiST indexes that lead with an integer's equality (btree_gist gives GiST the integer; it is a
-- trusted extension, as cube and earthdistance are):
-- - a model's fitment rows by the years they cover: a manufacturer with a year is counted model by
--   model, each model's rows of that year found at once (Nissan 1992 at a million posts: 57 ms,
--   reading every row of 1992 to keep Nissan's, now 6 ms), and a model's year is planned through it;
-- - a part's posts by distance: nearest first, the walk goes by distance among that part's posts
--   alone and stops at the page (11 ms, measuring and sorting a common part's thousands, now 1 ms).
--   Its predicate's "part_id IS NOT NULL" (always true) follows from a search's "part_id = x" but
--   not from a search without a part, which keeps walking posts_live_location_idx: the planner
--   costs both walks alike, and this one is twice as slow without a part.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "post_fitments_live_vehicle_years_idx" ON "post_fitments" USING gist ("vehicle_id",int4range("year_from", "year_to", '[]')) WHERE "post_fitments"."live";--> statement-breakpoint
CREATE INDEX "posts_live_part_location_idx" ON "posts" USING gist ("part_id",ll_to_earth("lat", "lng")) WHERE "posts"."status" = 'active' AND "posts"."part_id" IS NOT NULL;
