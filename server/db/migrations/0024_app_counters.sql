CREATE TABLE "app_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_counters_last_request_idx" ON "app_counters" USING btree ("last_request");