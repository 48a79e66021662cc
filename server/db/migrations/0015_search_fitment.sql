-- Issue 15's search: a year, model or manufacturer matches a post when ANY of its fitment rows
-- covers it, so those searches walk post_fitments' live rows in sort order (server/modules/search/
-- fitment-sql.ts). A model's posts are found through post_fitments_vehicle_price_idx and
-- post_fitments_vehicle_year_idx (migration 0014), so the posts' own model indexes are unused.
DROP INDEX "posts_live_vehicle_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_vehicle_year_idx";--> statement-breakpoint
-- The posts' price and year orders are rebuilt below carrying the part details too (condition,
-- grade, warranty, delivery), so a search by those alone walks the order from the index alone:
-- tested on the table's rows, the planner chose a sequential scan and a sort at 10,000 posts.
DROP INDEX "posts_live_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_year_idx";--> statement-breakpoint
-- Every live row in price order and in year order: a year alone or a manufacturer (a tenth or a
-- thirtieth of the rows) walks them, its page a few hundred entries away, from the index alone.
CREATE INDEX "post_fitments_live_price_idx" ON "post_fitments" USING btree ("price_cad","post_id","vehicle_id","year_from","year_to","expires_at","part_id","post_year","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
CREATE INDEX "post_fitments_live_year_idx" ON "post_fitments" USING btree ("post_year","price_cad","post_id","vehicle_id","year_from","year_to","expires_at","part_id","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
-- A part's rows in price order: a part with a year or a manufacturer walks its part's rows only.
CREATE INDEX "post_fitments_live_part_price_idx" ON "post_fitments" USING btree ("part_id","price_cad","post_id","vehicle_id","year_from","year_to","expires_at","post_year","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
-- The rows' year ranges: a rare year's few rows are found here (then sorted) instead of walking
-- every row (the search writes its year test as this very expression; its statistics, below, let
-- the planner tell a rare year from a common one).
CREATE INDEX "post_fitments_live_years_idx" ON "post_fitments" USING gist (int4range("year_from", "year_to", '[]')) WHERE "post_fitments"."live";--> statement-breakpoint
CREATE INDEX "posts_live_price_idx" ON "posts" USING btree ("price_cad","id","expires_at","vehicle_id","part_id","year","lat","lng","condition","grade","warranty_days","delivery") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_year_idx" ON "posts" USING btree ("year","price_cad","id","expires_at","vehicle_id","part_id","lat","lng","condition","grade","warranty_days","delivery") WHERE "posts"."status" = 'active';--> statement-breakpoint
-- Statistics of the year-range expression: ANALYZE keeps none for a partial index's expression,
-- and without them the planner took every year for 0.5% of the rows (925 estimated, 23,965 true
-- at 100,000 posts) and sorted a common year's rows instead of walking the price order.
CREATE STATISTICS "post_fitments_years_stats" ON (int4range("year_from", "year_to", '[]')) FROM "post_fitments";
