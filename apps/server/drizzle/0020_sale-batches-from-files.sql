ALTER TABLE "sale_batches" ADD COLUMN "source" text DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_batches" ADD COLUMN "checks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_batches" ADD COLUMN "imported_at" timestamp with time zone;