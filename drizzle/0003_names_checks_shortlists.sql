CREATE TABLE "domain_checks" (
	"domain" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_votes" (
	"shortlist_id" uuid NOT NULL,
	"voter_key" text NOT NULL,
	"favorite_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_votes_shortlist_id_voter_key_pk" PRIMARY KEY("shortlist_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "shortlists_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "shortlist_votes" ADD CONSTRAINT "shortlist_votes_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_votes" ADD CONSTRAINT "shortlist_votes_favorite_id_favorites_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_votes_favorite_idx" ON "shortlist_votes" USING btree ("shortlist_id","favorite_id");