CREATE TABLE "analytics_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"src" text DEFAULT '' NOT NULL,
	"custom_id" text DEFAULT '' NOT NULL,
	"async" boolean DEFAULT false NOT NULL,
	"defer" boolean DEFAULT false NOT NULL,
	"tag_position" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"external_analytics" boolean DEFAULT false NOT NULL,
	"external_analytics_type" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_error_pages" (
	"domain_id" integer PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"section_text" text DEFAULT '' NOT NULL,
	"truck_image_id" integer,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_menus" (
	"domain_id" integer PRIMARY KEY NOT NULL,
	"header" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"footer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_socials" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"link" text NOT NULL,
	"icon_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"form" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_items" ADD CONSTRAINT "analytics_items_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_error_pages" ADD CONSTRAINT "domain_error_pages_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_error_pages" ADD CONSTRAINT "domain_error_pages_truck_image_id_media_id_fk" FOREIGN KEY ("truck_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_menus" ADD CONSTRAINT "domain_menus_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_socials" ADD CONSTRAINT "domain_socials_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_items_domain_idx" ON "analytics_items" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "domain_socials_domain_idx" ON "domain_socials" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "submissions_domain_idx" ON "submissions" USING btree ("domain_id","created_at");