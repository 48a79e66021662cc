CREATE TYPE "public"."watch_notices" AS ENUM('email', 'in_app', 'off');--> statement-breakpoint
ALTER TABLE "userdata" ADD COLUMN "watch_notices" "watch_notices" DEFAULT 'email' NOT NULL;