CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"decimals" integer NOT NULL,
	"icon" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currencies_shop_idx" ON "currencies" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_shop_address_key" ON "currencies" USING btree ("shop_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_one_default_key" ON "currencies" USING btree ("shop_id") WHERE "currencies"."is_default";