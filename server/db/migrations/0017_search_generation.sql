-- A search's match count costs most of its statement (counting up to 1,001 matches, against
-- finding a page of 11), so each instance keeps the counts it made (server/modules/search/
-- count-cache.ts) with the number of this one row at the time. Every statement that changes which
-- posts a search matches (posts, their fitment rows, the vehicle names a manufacturer matches by)
-- adds one to it, so a kept count is good exactly while the number is unchanged, whichever instance
-- made the change. Statement triggers (one update per statement, whatever its rows); a statement
-- that changed no row (the expiry job's sweep, most minutes) leaves the number alone.
CREATE TABLE "search_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_generation_one_row" CHECK ("search_generation"."id" = 1)
);--> statement-breakpoint
INSERT INTO "search_generation" ("id", "n") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM removed_rows) THEN RETURN NULL; END IF;
  END IF;
  UPDATE search_generation SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_search_generation_insert" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "posts_search_generation_update" AFTER UPDATE ON "posts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "posts_search_generation_delete" AFTER DELETE ON "posts"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "posts_search_generation_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "post_fitments_search_generation_insert" AFTER INSERT ON "post_fitments"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "post_fitments_search_generation_update" AFTER UPDATE ON "post_fitments"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "post_fitments_search_generation_delete" AFTER DELETE ON "post_fitments"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "vehicles_search_generation_update" AFTER UPDATE ON "vehicles"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER "vehicles_search_generation_delete" AFTER DELETE ON "vehicles"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
