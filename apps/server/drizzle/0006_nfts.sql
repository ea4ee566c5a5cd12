CREATE TABLE "nft_mints" (
	"id" serial PRIMARY KEY NOT NULL,
	"nft_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"first_token_id" text NOT NULL,
	"last_token_id" text NOT NULL,
	"to_address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"block_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_status_counts" (
	"shop_id" integer NOT NULL,
	"status" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nft_status_counts_shop_id_status_pk" PRIMARY KEY("shop_id","status")
);
--> statement-breakpoint
CREATE TABLE "nfts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"type" integer NOT NULL,
	"status" integer NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"description" text,
	"page_title" text,
	"page_description" text,
	"page_url" text,
	"royalties" numeric(5, 2) DEFAULT '10' NOT NULL,
	"rank" integer NOT NULL,
	"copies" integer NOT NULL,
	"total_minted" integer DEFAULT 0 NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attrs" jsonb NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"unlockable_content" text,
	"ever_on_sale" boolean DEFAULT false NOT NULL,
	"reason" text,
	"token_id" text,
	"tx_hash" text,
	"mint_block" text,
	"mint_job_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nft_mints" ADD CONSTRAINT "nft_mints_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_status_counts" ADD CONSTRAINT "nft_status_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_contract_id_collections_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_mint_job_id_jobs_id_fk" FOREIGN KEY ("mint_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_mints_nft_idx" ON "nft_mints" USING btree ("nft_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_mints_tx_key" ON "nft_mints" USING btree ("nft_id","tx_hash");--> statement-breakpoint
CREATE INDEX "nfts_shop_id_idx" ON "nfts" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_status_id_idx" ON "nfts" USING btree ("shop_id","status","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_title_idx" ON "nfts" USING btree ("shop_id","title","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_status_title_idx" ON "nfts" USING btree ("shop_id","status","title","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_copies_idx" ON "nfts" USING btree ("shop_id","copies","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_status_copies_idx" ON "nfts" USING btree ("shop_id","status","copies","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_minted_idx" ON "nfts" USING btree ("shop_id","total_minted","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_status_minted_idx" ON "nfts" USING btree ("shop_id","status","total_minted","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_creator_idx" ON "nfts" USING btree ("shop_id","creator_id","id");--> statement-breakpoint
CREATE INDEX "nfts_shop_contract_idx" ON "nfts" USING btree ("shop_id","contract_id","id");--> statement-breakpoint
CREATE INDEX "nfts_categories_idx" ON "nfts" USING gin ("category_ids");--> statement-breakpoint
-- Hand-written: nft_status_counts follows every insert, delete and status change of nfts.
CREATE OR REPLACE FUNCTION nfts_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE nft_status_counts SET n = n - 1 WHERE shop_id = OLD.shop_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO nft_status_counts (shop_id, status, n) VALUES (NEW.shop_id, NEW.status, 1)
    ON CONFLICT (shop_id, status) DO UPDATE SET n = nft_status_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER nfts_count_insert_delete AFTER INSERT OR DELETE ON nfts FOR EACH ROW EXECUTE FUNCTION nfts_count_status();
--> statement-breakpoint
CREATE TRIGGER nfts_count_update AFTER UPDATE OF status, shop_id ON nfts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.shop_id IS DISTINCT FROM NEW.shop_id)
  EXECUTE FUNCTION nfts_count_status();
