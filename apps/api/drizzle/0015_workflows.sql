CREATE TABLE "staff_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "booked_member_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notifications_unmailed_idx" ON "staff_notifications" USING btree ("user_id","mailed_at");--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_booked_member_id_posts_id_fk" FOREIGN KEY ("booked_member_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
UPDATE "locations" SET "status" = 'proposed' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "submissions" SET "opened_at" = "created_at";--> statement-breakpoint
UPDATE "catering_requests" SET "opened_at" = "updated_at" WHERE "status" <> 'new';
