CREATE TABLE "member_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_members" (
	"user_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	CONSTRAINT "user_members_user_id_member_id_pk" PRIMARY KEY("user_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "member_claims" ADD CONSTRAINT "member_claims_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_claims" ADD CONSTRAINT "member_claims_member_id_posts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_member_id_posts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_members" ADD CONSTRAINT "user_members_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_claims_member_idx" ON "member_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "user_members_member_idx" ON "user_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "user_members_domain_idx" ON "user_members" USING btree ("domain_id","user_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Role 4 "Member" (contract.md "Vendors edit their own listing"). Ids are part of the contract.
INSERT INTO "roles" ("id", "name") VALUES (4, 'Member')
ON CONFLICT ("id") DO UPDATE SET "name" = EXCLUDED."name";
