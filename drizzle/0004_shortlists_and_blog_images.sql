CREATE TABLE "shortlist_names" (
	"shortlist_id" uuid NOT NULL,
	"favorite_id" uuid NOT NULL,
	CONSTRAINT "shortlist_names_shortlist_id_favorite_id_pk" PRIMARY KEY("shortlist_id","favorite_id")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "shortlists" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "shortlist_names" ADD CONSTRAINT "shortlist_names_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_names" ADD CONSTRAINT "shortlist_names_favorite_id_favorites_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Lists shared before owners could pick names held every favorite: keep them as they were.
INSERT INTO "shortlist_names" ("shortlist_id", "favorite_id") SELECT "s"."id", "f"."id" FROM "shortlists" "s" JOIN "favorites" "f" ON "f"."user_id" = "s"."user_id" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "blog_posts" SET "image" = '/blog/choosing-a-brand-name-customers-remember.jpg', "image_alt" = 'Illustration: three name tags reading Brightwell, Kindle & Co and Nimbus on an indigo and pink background' WHERE "slug" = 'choosing-a-brand-name-customers-remember' AND "image" IS NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "image" = '/blog/fantasy-naming-guide-believable-names.jpg', "image_alt" = 'Illustration: three name tags reading Eldoria, Thessaly Vane and Korrin under a sky of stars' WHERE "slug" = 'fantasy-naming-guide-believable-names' AND "image" IS NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "image" = '/blog/warrior-cat-names-naming-conventions.jpg', "image_alt" = 'Illustration: three name tags reading Firepaw, Mistystar and Ashfur among falling leaves' WHERE "slug" = 'warrior-cat-names-naming-conventions' AND "image" IS NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "image" = '/blog/how-to-name-a-dog-or-cat.jpg', "image_alt" = 'Illustration: three name tags reading Biscuit, Luna and Maple with paw prints' WHERE "slug" = 'how-to-name-a-dog-or-cat' AND "image" IS NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "image" = '/blog/how-to-name-a-podcast.jpg', "image_alt" = 'Illustration: three name tags reading Night Shift, The Curious Hour and Loud Ideas with sound waves' WHERE "slug" = 'how-to-name-a-podcast' AND "image" IS NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "image" = '/blog/check-if-a-business-name-is-available.jpg', "image_alt" = 'Illustration: three name tags reading Northwind, Harbor Lane and Fernly with check marks' WHERE "slug" = 'check-if-a-business-name-is-available' AND "image" IS NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "image" = '/blog/how-to-name-a-business.jpg', "image_alt" = 'Illustration: three name tags reading Copperleaf, Bright Harbor and Lumen on a blue background' WHERE "slug" = 'how-to-name-a-business' AND "image" IS NULL;
