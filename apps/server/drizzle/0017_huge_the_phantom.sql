CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"domain" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pending_since" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_domain_key" ON "domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_shop_main_key" ON "domains" USING btree ("shop_id") WHERE "domains"."is_main";--> statement-breakpoint
CREATE INDEX "domains_shop_idx" ON "domains" USING btree ("shop_id");