CREATE TABLE "nft_bulk_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"state" text NOT NULL,
	"type" integer NOT NULL,
	"info_name" text NOT NULL,
	"info" "bytea",
	"metadata" "bytea",
	"files" jsonb NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"to_create" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"problem" jsonb,
	"verify_job_id" integer,
	"create_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nft_bulk_rows" (
	"bulk_id" integer NOT NULL,
	"line" integer NOT NULL,
	"state" text NOT NULL,
	"cells" jsonb NOT NULL,
	"body" jsonb,
	"errors" jsonb,
	"nft_id" integer,
	CONSTRAINT "nft_bulk_rows_bulk_id_line_pk" PRIMARY KEY("bulk_id","line")
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "preview" text;--> statement-breakpoint
ALTER TABLE "nft_bulk_jobs" ADD CONSTRAINT "nft_bulk_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bulk_jobs" ADD CONSTRAINT "nft_bulk_jobs_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bulk_jobs" ADD CONSTRAINT "nft_bulk_jobs_verify_job_id_jobs_id_fk" FOREIGN KEY ("verify_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bulk_jobs" ADD CONSTRAINT "nft_bulk_jobs_create_job_id_jobs_id_fk" FOREIGN KEY ("create_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bulk_rows" ADD CONSTRAINT "nft_bulk_rows_bulk_id_nft_bulk_jobs_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."nft_bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bulk_rows" ADD CONSTRAINT "nft_bulk_rows_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_bulk_jobs_shop_creator_idx" ON "nft_bulk_jobs" USING btree ("shop_id","creator_id","id");--> statement-breakpoint
CREATE INDEX "nft_bulk_rows_state_idx" ON "nft_bulk_rows" USING btree ("bulk_id","state","line");