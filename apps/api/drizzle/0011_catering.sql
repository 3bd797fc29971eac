CREATE TABLE "catering_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"quote_price" double precision,
	"quote_message" text,
	"quoted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"budget_min" double precision,
	"budget_max" double precision,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"cuisines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dietary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_catering" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"offers" boolean DEFAULT false NOT NULL,
	"min_guests" integer DEFAULT 1 NOT NULL,
	"max_guests" integer DEFAULT 10000 NOT NULL,
	"radius_km" double precision DEFAULT 50 NOT NULL,
	"base_location_id" integer,
	"lead_days" integer DEFAULT 7 NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catering_matches" ADD CONSTRAINT "catering_matches_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_matches" ADD CONSTRAINT "catering_matches_request_id_catering_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_matches" ADD CONSTRAINT "catering_matches_member_id_posts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_catering" ADD CONSTRAINT "member_catering_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_catering" ADD CONSTRAINT "member_catering_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_catering" ADD CONSTRAINT "member_catering_base_location_id_locations_id_fk" FOREIGN KEY ("base_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_matches_request_member_idx" ON "catering_matches" USING btree ("request_id","member_id");--> statement-breakpoint
CREATE INDEX "catering_matches_member_idx" ON "catering_matches" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "catering_requests_domain_idx" ON "catering_requests" USING btree ("domain_id","created_at");--> statement-breakpoint
CREATE INDEX "catering_requests_status_idx" ON "catering_requests" USING btree ("domain_id","status");--> statement-breakpoint
CREATE INDEX "member_catering_domain_idx" ON "member_catering" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "member_catering_location_idx" ON "member_catering" USING btree ("base_location_id");