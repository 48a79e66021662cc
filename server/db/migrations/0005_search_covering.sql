DROP INDEX "posts_live_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_year_idx";--> statement-breakpoint
DROP INDEX "posts_live_vehicle_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_vehicle_year_idx";--> statement-breakpoint
DROP INDEX "posts_live_part_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_part_year_idx";--> statement-breakpoint
CREATE INDEX "posts_live_point_idx" ON "posts" USING btree ("lat","lng","id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_unplaced_idx" ON "posts" USING btree ("id") WHERE "posts"."status" = 'active' AND ("posts"."lat" IS NULL OR "posts"."lng" IS NULL);--> statement-breakpoint
CREATE INDEX "posts_live_price_idx" ON "posts" USING btree ("price","id","expires_at","vehicle_id","part_id","year","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_year_idx" ON "posts" USING btree ("year","price","id","expires_at","vehicle_id","part_id","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_vehicle_price_idx" ON "posts" USING btree ("vehicle_id","price","id","expires_at","part_id","year","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_vehicle_year_idx" ON "posts" USING btree ("vehicle_id","year","price","id","expires_at","part_id","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_part_price_idx" ON "posts" USING btree ("part_id","price","id","expires_at","vehicle_id","year","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_part_year_idx" ON "posts" USING btree ("part_id","year","price","id","expires_at","vehicle_id","lat","lng") WHERE "posts"."status" = 'active';