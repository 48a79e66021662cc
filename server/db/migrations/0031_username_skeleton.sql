-- Usernames are unique by look as well as by case (Unicode TS #39's confusable skeleton, computed in
-- JavaScript by common/rules/username-skeleton.ts). SQL cannot compute it: the column starts empty
-- and each start fills in what is missing (server/db/username-skeletons.ts), where two existing
-- look-alike names keep their names (docs/decisions.md). NULLs do not collide in a unique index.
ALTER TABLE "userdata" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "userdata_username_skeleton_idx" ON "userdata" USING btree ("username_skeleton");