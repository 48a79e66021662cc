-- Landing pages by vehicle and part (issue 16): a model's live posts of one part counted up to a cap
-- per part (server/modules/search/landing-repository.ts), and the (model, part) pairs with live posts
-- that the landing sitemaps list, walked pair by pair instead of reading every row.
CREATE INDEX "post_fitments_live_vehicle_part_idx" ON "post_fitments" USING btree ("vehicle_id","part_id","post_id","expires_at") WHERE "post_fitments"."live";