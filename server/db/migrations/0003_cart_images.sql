CREATE TABLE "cart_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "cart_images_position_uq" UNIQUE("cart_id","position")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "renews_post_id" integer;--> statement-breakpoint
ALTER TABLE "cart_images" ADD CONSTRAINT "cart_images_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;