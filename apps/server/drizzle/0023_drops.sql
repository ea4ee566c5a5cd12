CREATE TABLE "drop_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"drop_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_id" integer,
	"wallet" text NOT NULL,
	"phase" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"chain" text NOT NULL,
	"tx_hash" text,
	"log_index" integer,
	"block_number" bigint,
	"first_token_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"name" text NOT NULL,
	"preview" text NOT NULL,
	"description" text,
	"contract_id" integer NOT NULL,
	"nft_ids" jsonb NOT NULL,
	"chain" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"phases" jsonb NOT NULL,
	"provenance_hash" text NOT NULL,
	"state" text DEFAULT 'processing' NOT NULL,
	"address" text,
	"deploy_block" bigint,
	"tx_hash" text,
	"fail_reason" text,
	"deploy_job_id" integer,
	"minted" integer DEFAULT 0 NOT NULL,
	"starting_index" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drop_claims" ADD CONSTRAINT "drop_claims_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_claims" ADD CONSTRAINT "drop_claims_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_claims_log_key" ON "drop_claims" USING btree ("chain","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "drop_claims_drop_idx" ON "drop_claims" USING btree ("drop_id","status");--> statement-breakpoint
CREATE INDEX "drop_claims_wallet_idx" ON "drop_claims" USING btree ("drop_id","wallet","phase");--> statement-breakpoint
CREATE INDEX "drops_shop_idx" ON "drops" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "drops_chain_address_idx" ON "drops" USING btree ("chain","address");