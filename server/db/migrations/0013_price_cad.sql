-- Price order in one currency (issue 14): CAD and USD prices were compared at face value. Each post
-- keeps its price in CAD (price_cad): a USD price times the USD/CAD rate, a CAD price as it is. The
-- price order, its indexes and the search column's price bands use it instead of price.
--
-- The rate: site_settings 'usd_cad_rate' (an admin's choice on the dashboard), else
-- 'usd_cad_rate.default' (USD_CAD_RATE, written at each start), else 1.40. A trigger sets price_cad
-- on every insert and on a change of price or currency, so every writer (publishing, editing, the
-- demo generator) is covered; a change of the rate recomputes every USD post in its transaction.
-- The two meet under one advisory lock (shared in the trigger, exclusive for a change of the rate),
-- so a post written during a change is computed with the new rate or recomputed by the change.
ALTER TABLE "posts" ADD COLUMN "price_cad" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
INSERT INTO "site_settings" ("key", "value") VALUES ('usd_cad_rate.default', '1.40') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION usd_cad_rate() RETURNS numeric LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  rate numeric;
BEGIN
  -- 0x55534443 ('USDC'): the key server/modules/settings takes exclusively to change the rate.
  PERFORM pg_advisory_xact_lock_shared(1431520323);
  SELECT coalesce(
    (SELECT value::numeric FROM site_settings WHERE key = 'usd_cad_rate'),
    (SELECT value::numeric FROM site_settings WHERE key = 'usd_cad_rate.default'),
    1.40) INTO rate;
  RETURN rate;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_price_cad() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_cad := CASE WHEN NEW.currency = 'USD' THEN round(NEW.price * usd_cad_rate(), 2) ELSE NEW.price END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_price_cad" BEFORE INSERT OR UPDATE OF "price", "currency" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_price_cad();--> statement-breakpoint
-- The search column and the price indexes go first, so the backfill does not update them.
DROP INDEX "posts_live_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_year_idx";--> statement-breakpoint
DROP INDEX "posts_live_vehicle_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_vehicle_year_idx";--> statement-breakpoint
DROP INDEX "posts_live_part_price_idx";--> statement-breakpoint
DROP INDEX "posts_live_part_year_idx";--> statement-breakpoint
DROP INDEX "posts_search_idx";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "search";--> statement-breakpoint
UPDATE "posts" SET "price_cad" = CASE WHEN "currency" = 'USD' THEN round("price" * usd_cad_rate(), 2) ELSE "price" END;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (posts_search_vector(stock_number, description, price_cad, year)) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_price_idx" ON "posts" USING btree ("price_cad","id","expires_at","vehicle_id","part_id","year","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_year_idx" ON "posts" USING btree ("year","price_cad","id","expires_at","vehicle_id","part_id","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_vehicle_price_idx" ON "posts" USING btree ("vehicle_id","price_cad","id","expires_at","part_id","year","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_vehicle_year_idx" ON "posts" USING btree ("vehicle_id","year","price_cad","id","expires_at","part_id","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_part_price_idx" ON "posts" USING btree ("part_id","price_cad","id","expires_at","vehicle_id","year","lat","lng") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_live_part_year_idx" ON "posts" USING btree ("part_id","year","price_cad","id","expires_at","vehicle_id","lat","lng") WHERE "posts"."status" = 'active';
