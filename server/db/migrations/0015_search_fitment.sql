-- Issue 15's search: a year, model or manufacturer matches a post when ANY of its fitment rows
-- covers it, so those searches walk post_fitments' live rows in sort order (server/modules/search/
-- fitment-sql.ts). A model's posts are found through post_fitments_vehicle_price_idx and
-- post_fitments_vehicle_year_idx (migration 0014), so the posts' own model indexes are unused.
DROP INDEX "posts_live_vehicle_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_vehicle_year_idx";--> statement-breakpoint
-- Every live row in price order and in year order: a year alone or a manufacturer (a tenth or a
-- thirtieth of the rows) walks them, its page a few hundred entries away, from the index alone.
CREATE INDEX "post_fitments_live_price_idx" ON "post_fitments" USING btree ("price_cad","post_id","vehicle_id","year_from","year_to","expires_at","part_id","post_year","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
CREATE INDEX "post_fitments_live_year_idx" ON "post_fitments" USING btree ("post_year","price_cad","post_id","vehicle_id","year_from","year_to","expires_at","part_id","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
-- A part's rows in price order: a part with a year or a manufacturer walks its part's rows only.
CREATE INDEX "post_fitments_live_part_price_idx" ON "post_fitments" USING btree ("part_id","price_cad","post_id","vehicle_id","year_from","year_to","expires_at","post_year","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
-- The rows' year ranges: a rare year's few rows are found here (then sorted) instead of walking
-- every row; ANALYZE keeps the ranges' statistics for this expression, so the planner can tell a
-- rare year from a common one (the search writes its year test as this very expression).
CREATE INDEX "post_fitments_live_years_idx" ON "post_fitments" USING gist (int4range("year_from", "year_to", '[]')) WHERE "post_fitments"."live";