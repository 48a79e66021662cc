-- Issue 15: what fits what. A post fits rows of (catalog model, year range), the first being its
-- year and vehicle_id (post_fitments; a pending cart keeps its rows as JSON until it is published);
-- its OEM / interchange numbers (posts.oem_numbers as written, post_part_numbers as matched); its
-- condition, grade, donor mileage, warranty, delivery and shipping price, and the donor's VIN; and
-- My Garage (garage_vehicles). Every existing post becomes one row of its own year, nothing lost.
CREATE TYPE "public"."delivery" AS ENUM('pickup', 'shipping', 'both');--> statement-breakpoint
CREATE TYPE "public"."part_condition" AS ENUM('new', 'used', 'remanufactured');--> statement-breakpoint
CREATE TYPE "public"."part_grade" AS ENUM('A', 'B', 'C');--> statement-breakpoint
CREATE TABLE "garage_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "garage_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"year" integer NOT NULL,
	"vin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_vehicles_user_vehicle_year_uq" UNIQUE("user_id","vehicle_id","year")
);
--> statement-breakpoint
CREATE TABLE "post_fitments" (
	"post_id" integer NOT NULL,
	"position" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"price_cad" numeric(12, 2) DEFAULT '0' NOT NULL,
	"post_year" integer DEFAULT 0 NOT NULL,
	"part_id" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lat" double precision,
	"lng" double precision,
	CONSTRAINT "post_fitments_post_id_position_pk" PRIMARY KEY("post_id","position"),
	CONSTRAINT "post_fitments_years_check" CHECK ("post_fitments"."year_from" <= "post_fitments"."year_to")
);
--> statement-breakpoint
CREATE TABLE "post_part_numbers" (
	"post_id" integer NOT NULL,
	"number" text NOT NULL,
	CONSTRAINT "post_part_numbers_post_id_number_pk" PRIMARY KEY("post_id","number")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "condition" "part_condition" DEFAULT 'used' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "grade" "part_grade";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "mileage_km" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "warranty_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery" "delivery" DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "oem_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "donor_vin" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "fitments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "condition" "part_condition" DEFAULT 'used' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "grade" "part_grade";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "mileage_km" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "warranty_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "delivery" "delivery" DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "shipping_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "oem_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "donor_vin" text;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_fitments" ADD CONSTRAINT "post_fitments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_fitments" ADD CONSTRAINT "post_fitments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_part_numbers" ADD CONSTRAINT "post_part_numbers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_fitments_vehicle_price_idx" ON "post_fitments" USING btree ("vehicle_id","price_cad","post_id","year_from","year_to","expires_at","part_id","post_year","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
CREATE INDEX "post_fitments_vehicle_year_idx" ON "post_fitments" USING btree ("vehicle_id","post_year","price_cad","post_id","year_from","year_to","expires_at","part_id","lat","lng") WHERE "post_fitments"."live";--> statement-breakpoint
CREATE INDEX "post_part_numbers_number_idx" ON "post_part_numbers" USING btree ("number" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_warranty_days_check" CHECK ("warranty_days" IN (0, 30, 90, 180));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_mileage_km_check" CHECK ("mileage_km" >= 0);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_shipping_price_check" CHECK ("shipping_price" >= 0);--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_warranty_days_check" CHECK ("warranty_days" IN (0, 30, 90, 180));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_mileage_km_check" CHECK ("mileage_km" >= 0);--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_price_check" CHECK ("shipping_price" >= 0);--> statement-breakpoint
-- Existing posts and carts: one row each, of their own year and vehicle (copies filled in here; the
-- trigger below fills them for every later row).
INSERT INTO "post_fitments" ("post_id", "position", "vehicle_id", "year_from", "year_to", "live", "price_cad", "post_year", "part_id", "expires_at", "lat", "lng")
  SELECT "id", 0, "vehicle_id", "year", "year", "status" = 'active', "price_cad", "year", "part_id", "expires_at", "lat", "lng" FROM "posts";--> statement-breakpoint
UPDATE "carts" SET "fitments" = jsonb_build_array(jsonb_build_object('vehicle_id', "vehicle_id", 'year_from', "year", 'year_to', "year"));--> statement-breakpoint
-- A new fitment row takes the copies of its post's search columns.
CREATE OR REPLACE FUNCTION post_fitments_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.status = 'active', p.price_cad, p.year, p.part_id, p.expires_at, p.lat, p.lng
    INTO NEW.live, NEW.price_cad, NEW.post_year, NEW.part_id, NEW.expires_at, NEW.lat, NEW.lng
    FROM posts p WHERE p.id = NEW.post_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_fitments_copy" BEFORE INSERT OR UPDATE OF "post_id" ON "post_fitments"
  FOR EACH ROW EXECUTE FUNCTION post_fitments_copy();--> statement-breakpoint
-- A change of a post's searched columns reaches its fitment rows in the same statement. (price and
-- currency are listed because price_cad is set by a BEFORE trigger, which 'UPDATE OF' does not see.)
CREATE OR REPLACE FUNCTION posts_fitment_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_fitments f SET live = NEW.status = 'active', price_cad = NEW.price_cad, post_year = NEW.year,
    part_id = NEW.part_id, expires_at = NEW.expires_at, lat = NEW.lat, lng = NEW.lng
  WHERE f.post_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_fitment_copies" AFTER UPDATE OF "status", "price", "currency", "price_cad", "year", "part_id", "expires_at", "lat", "lng" ON "posts"
  FOR EACH ROW WHEN ((OLD.status, OLD.price_cad, OLD.year, OLD.part_id, OLD.expires_at, OLD.lat, OLD.lng)
    IS DISTINCT FROM (NEW.status, NEW.price_cad, NEW.year, NEW.part_id, NEW.expires_at, NEW.lat, NEW.lng))
  EXECUTE FUNCTION posts_fitment_copies();--> statement-breakpoint
-- A part number as matched: upper case, letters and digits only (common/rules/fitment.ts normalizeOemNumber).
CREATE OR REPLACE FUNCTION oem_number_key(n text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(upper(n), '[^A-Z0-9]', '', 'g') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_part_numbers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM post_part_numbers WHERE post_id = NEW.id;
  END IF;
  INSERT INTO post_part_numbers (post_id, number)
    SELECT DISTINCT NEW.id, oem_number_key(n) FROM unnest(NEW.oem_numbers) n WHERE oem_number_key(n) <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_part_numbers_insert" AFTER INSERT ON "posts"
  FOR EACH ROW WHEN (cardinality(NEW.oem_numbers) > 0) EXECUTE FUNCTION posts_part_numbers();--> statement-breakpoint
CREATE TRIGGER "posts_part_numbers_update" AFTER UPDATE OF "oem_numbers" ON "posts"
  FOR EACH ROW WHEN (OLD.oem_numbers IS DISTINCT FROM NEW.oem_numbers) EXECUTE FUNCTION posts_part_numbers();