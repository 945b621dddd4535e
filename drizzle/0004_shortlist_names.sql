CREATE TABLE "shortlist_names" (
	"shortlist_id" uuid NOT NULL,
	"favorite_id" uuid NOT NULL,
	CONSTRAINT "shortlist_names_shortlist_id_favorite_id_pk" PRIMARY KEY("shortlist_id","favorite_id")
);
--> statement-breakpoint
ALTER TABLE "shortlists" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "shortlist_names" ADD CONSTRAINT "shortlist_names_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_names" ADD CONSTRAINT "shortlist_names_favorite_id_favorites_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Lists shared before owners could pick names held every favorite: keep them as they were.
INSERT INTO "shortlist_names" ("shortlist_id", "favorite_id") SELECT "s"."id", "f"."id" FROM "shortlists" "s" JOIN "favorites" "f" ON "f"."user_id" = "s"."user_id" ON CONFLICT DO NOTHING;
