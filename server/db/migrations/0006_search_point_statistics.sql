-- Search by radius: the planner estimates a latitude/longitude box from these statistics of the
-- two columns together (posts cluster in cities), to choose between reading the box through
-- posts_live_point_idx and walking the sort order. Drizzle has no schema for statistics objects.
CREATE STATISTICS IF NOT EXISTS "posts_point_stats" (mcv) ON "lat", "lng" FROM "posts";--> statement-breakpoint
ALTER STATISTICS "posts_point_stats" SET STATISTICS 1000;
