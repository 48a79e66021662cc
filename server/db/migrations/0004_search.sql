CREATE TYPE "public"."distance_unit" AS ENUM('mi', 'km');--> statement-breakpoint
DROP INDEX "posts_filters_idx";--> statement-breakpoint
DROP INDEX "posts_price_idx";--> statement-breakpoint
DROP INDEX "posts_location_idx";--> statement-breakpoint
ALTER TABLE "userdata" ADD COLUMN "distance_unit" "distance_unit" DEFAULT 'mi' NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_live_price_idx" ON "posts" USING btree ("price","id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_year_idx" ON "posts" USING btree ("year","price","id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_vehicle_price_idx" ON "posts" USING btree ("vehicle_id","price","id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_vehicle_year_idx" ON "posts" USING btree ("vehicle_id","year","price","id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_part_price_idx" ON "posts" USING btree ("part_id","price","id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_part_year_idx" ON "posts" USING btree ("part_id","year","price","id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_location_idx" ON "posts" USING gist (ll_to_earth("lat", "lng")) WHERE "posts"."status" = 'active';