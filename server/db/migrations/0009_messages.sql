CREATE TABLE "message_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "message_notices" (
	"receiver_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_notices_receiver_id_sender_id_pk" PRIMARY KEY("receiver_id","sender_id")
);
--> statement-breakpoint
DROP INDEX "messages_pair_idx";--> statement-breakpoint
DROP INDEX "messages_receiver_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notice_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_pair_id_idx" ON "messages" USING btree ("sender_id","receiver_id","id");--> statement-breakpoint
CREATE INDEX "messages_receiver_id_idx" ON "messages" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id","sender_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX "messages_notice_due_idx" ON "messages" USING btree ("created_at") WHERE notice_checked = false;--> statement-breakpoint
-- Messages sent before this migration are not news: no offline email for them.
UPDATE "messages" SET "notice_checked" = true, "delivered_at" = COALESCE("read_at", "created_at");
