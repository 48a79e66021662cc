ALTER TABLE "reports" ADD COLUMN "report_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "last_reported_at" timestamp with time zone;