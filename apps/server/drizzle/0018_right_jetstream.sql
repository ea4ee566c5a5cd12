CREATE TABLE "markets" (
	"chain" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"deploy_block" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"rows" jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"kind" text NOT NULL,
	"wallet" text,
	"quantity" integer,
	"amount" numeric(78, 0),
	"chain" text,
	"tx_hash" text,
	"log_index" integer,
	"block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"email" text,
	"quantity" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"expiry" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"quantity" integer NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"unit_price" numeric(78, 0) NOT NULL,
	"discount" numeric(78, 0) NOT NULL,
	"total" numeric(78, 0) NOT NULL,
	"discount_id" integer,
	"nonce" numeric(78, 0) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"split" jsonb NOT NULL,
	"material" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"tx_hash" text,
	"block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_revenue" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"chain" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"nft_id" integer NOT NULL,
	"chain" text NOT NULL,
	"type" smallint NOT NULL,
	"offer_mode" boolean DEFAULT false NOT NULL,
	"status" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"contract" text NOT NULL,
	"standard" integer NOT NULL,
	"seller" text NOT NULL,
	"currency_id" integer,
	"currency_address" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_decimals" integer NOT NULL,
	"price" numeric(78, 0),
	"minimum_price" numeric(78, 0),
	"increment_bps" integer DEFAULT 0 NOT NULL,
	"service_fee_bps" integer DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"discount_id" integer,
	"white_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"open_at" timestamp with time zone,
	"material" jsonb,
	"closing_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_batches" ADD CONSTRAINT "sale_batches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_batches" ADD CONSTRAINT "sale_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offers" ADD CONSTRAINT "sale_offers_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_offers" ADD CONSTRAINT "sale_offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_revenue" ADD CONSTRAINT "sale_revenue_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_batches_key" ON "sale_batches" USING btree ("key");--> statement-breakpoint
CREATE INDEX "sale_events_sale_idx" ON "sale_events" USING btree ("sale_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_events_log_key" ON "sale_events" USING btree ("chain","tx_hash","log_index");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_offers_nonce_key" ON "sale_offers" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "sale_offers_sale_idx" ON "sale_offers" USING btree ("sale_id","id");--> statement-breakpoint
CREATE INDEX "sale_offers_shop_idx" ON "sale_offers" USING btree ("shop_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_nonce_key" ON "sale_orders" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "sale_orders_sale_idx" ON "sale_orders" USING btree ("sale_id","status");--> statement-breakpoint
CREATE INDEX "sale_orders_buyer_idx" ON "sale_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "sale_revenue_shop_idx" ON "sale_revenue" USING btree ("shop_id","sale_id");--> statement-breakpoint
CREATE INDEX "sales_shop_idx" ON "sales" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "sales_nft_idx" ON "sales" USING btree ("nft_id","status");