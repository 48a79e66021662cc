-- Saved searches (issue 17): a user's search kept with a name and an alert mode. Each filter has its
-- own column so that a post going live is matched through indexes: every alerting search is found
-- through exactly one of them, its "anchor" (a generated column: its model, else its part, else its
-- radius's box (earth_box over the point, GiST: the boxes that hold the post's point), else its
-- manufacturer, else its year, else the few with none of those), and only those candidates are
-- tested in full (server/modules/saved-searches/matching-sql.ts). Searches whose alert is off are
-- left out of the matching indexes. The unsubscribe token is a random secret per search.
CREATE TYPE "public"."saved_search_alert" AS ENUM('instant', 'daily', 'off');--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"alert" "saved_search_alert" DEFAULT 'instant' NOT NULL,
	"query" text NOT NULL,
	"year" integer,
	"vehicle_id" integer,
	"manufacturer" text,
	"part_id" integer,
	"keyword" text,
	"keyword_oem" text,
	"condition" "part_condition",
	"grade" "part_grade",
	"warranty_days" integer,
	"shipping" boolean DEFAULT false NOT NULL,
	"near" text,
	"lat" double precision,
	"lng" double precision,
	"radius_m" double precision,
	"anchor" text GENERATED ALWAYS AS (CASE
  WHEN vehicle_id IS NOT NULL THEN 'vehicle'
  WHEN part_id IS NOT NULL THEN 'part'
  WHEN radius_m IS NOT NULL AND lat IS NOT NULL AND lng IS NOT NULL THEN 'place'
  WHEN manufacturer IS NOT NULL THEN 'make'
  WHEN year IS NOT NULL THEN 'year'
  ELSE 'any' END) STORED NOT NULL,
	"unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_through" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_uq" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "saved_searches_vehicle_idx" ON "saved_searches" USING btree ("vehicle_id") WHERE anchor = 'vehicle' AND alert <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_part_idx" ON "saved_searches" USING btree ("part_id") WHERE anchor = 'part' AND alert <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_place_idx" ON "saved_searches" USING gist (earth_box(ll_to_earth("lat", "lng"), "radius_m")) WHERE anchor = 'place' AND alert <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_make_idx" ON "saved_searches" USING btree (lower("manufacturer")) WHERE anchor = 'make' AND alert <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_year_idx" ON "saved_searches" USING btree ("year") WHERE anchor = 'year' AND alert <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_any_idx" ON "saved_searches" USING btree ("id") WHERE anchor = 'any' AND alert <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_vehicle_ref_idx" ON "saved_searches" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "saved_searches_part_ref_idx" ON "saved_searches" USING btree ("part_id");