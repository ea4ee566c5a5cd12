CREATE TABLE "sale_box_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"nft_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "wallet_limit" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "provenance_hash" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "provenance_seed" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "box_order" jsonb;--> statement-breakpoint
ALTER TABLE "sale_box_reveals" ADD CONSTRAINT "sale_box_reveals_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_box_reveals" ADD CONSTRAINT "sale_box_reveals_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_box_reveals_position_key" ON "sale_box_reveals" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_box_reveals_order_idx" ON "sale_box_reveals" USING btree ("order_id");