ALTER TABLE "reviews" DROP CONSTRAINT "reviews_post_reviewer_uq";--> statement-breakpoint
ALTER TABLE "userdata" ADD COLUMN "posts_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_post_pair_uq" UNIQUE("post_id","reviewer_id","reviewee_id");--> statement-breakpoint
-- The sales still on record (sold posts are deleted 7 days after their sale).
UPDATE "userdata" u SET "posts_sold" = s.n
FROM (SELECT user_id, count(*)::int AS n FROM posts WHERE status = 'sold' GROUP BY user_id) s
WHERE s.user_id = u.user_id;
