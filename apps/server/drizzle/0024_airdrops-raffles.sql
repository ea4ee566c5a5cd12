CREATE TABLE "airdrop_nfts" (
	"id" serial PRIMARY KEY NOT NULL,
	"airdrop_id" integer NOT NULL,
	"nft_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airdrops" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"name" text NOT NULL,
	"preview" text NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"claim_limit" integer NOT NULL,
	"white_id" integer,
	"material" jsonb,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"position" integer NOT NULL,
	"won" boolean DEFAULT false NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"token_id" text,
	"tx_hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"chain" text NOT NULL,
	"name" text NOT NULL,
	"preview" text NOT NULL,
	"description" text,
	"nft_ids" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"draw_deadline" timestamp with time zone NOT NULL,
	"winners" integer NOT NULL,
	"white_id" integer,
	"allowlist" jsonb,
	"merkle_root" text,
	"holding" jsonb,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"state" text DEFAULT 'deploying' NOT NULL,
	"contract" text,
	"prize_contract" text,
	"deploy_block" bigint,
	"close_block" bigint,
	"close_block_hash" text,
	"revealed_seed" text,
	"draw_tx" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airdrop_nfts" ADD CONSTRAINT "airdrop_nfts_airdrop_id_airdrops_id_fk" FOREIGN KEY ("airdrop_id") REFERENCES "public"."airdrops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airdrop_nfts" ADD CONSTRAINT "airdrop_nfts_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airdrops" ADD CONSTRAINT "airdrops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airdrops" ADD CONSTRAINT "airdrops_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "airdrop_nfts_sale_key" ON "airdrop_nfts" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "airdrop_nfts_airdrop_idx" ON "airdrop_nfts" USING btree ("airdrop_id","position");--> statement-breakpoint
CREATE INDEX "airdrops_shop_idx" ON "airdrops" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_wallet_key" ON "raffle_entries" USING btree ("raffle_id","wallet");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_position_key" ON "raffle_entries" USING btree ("raffle_id","position");--> statement-breakpoint
CREATE INDEX "raffles_shop_idx" ON "raffles" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "raffles_contract_idx" ON "raffles" USING btree ("chain","contract");