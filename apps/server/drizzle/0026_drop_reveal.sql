ALTER TABLE "drops" ADD COLUMN "reveal_job_id" integer;--> statement-breakpoint
ALTER TABLE "drops" ADD COLUMN "revealed_at" timestamp with time zone;