ALTER TABLE "audit_log" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "held_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "membership_invitations" ADD COLUMN "member_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "pending_note" text;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "audit_log" SET "actor_name" = trim("users"."firstname" || ' ' || "users"."lastname"), "actor_email" = "users"."email" FROM "users" WHERE "users"."id" = "audit_log"."user_id";
