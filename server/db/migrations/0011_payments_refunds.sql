ALTER TABLE "carts" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "session_ref" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "refunded_at" timestamp with time zone;