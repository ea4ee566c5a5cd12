ALTER TABLE "sale_box_reveals" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_box_reveals" ADD COLUMN "delivery_tx" text;--> statement-breakpoint
ALTER TABLE "sale_box_reveals" ADD COLUMN "delivery_block" bigint;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "box_draw" jsonb;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "box_root" text;