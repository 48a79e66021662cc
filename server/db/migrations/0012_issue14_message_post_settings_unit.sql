CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "userdata" ALTER COLUMN "distance_unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "userdata" ALTER COLUMN "distance_unit" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "post_id" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_post_idx" ON "messages" USING btree ("post_id") WHERE post_id IS NOT NULL;--> statement-breakpoint
-- 'mi' was the column's default, so a stored 'mi' cannot be told from a choice: it becomes "not chosen",
-- and the user's country decides (km in Canada, miles in the United States) until they choose.
UPDATE "userdata" SET "distance_unit" = NULL WHERE "distance_unit" = 'mi';
