CREATE TABLE "chain_cursors" (
	"chain" text NOT NULL,
	"source" text NOT NULL,
	"last_block" bigint NOT NULL,
	"last_hash" text,
	"unreachable_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_cursors_chain_source_pk" PRIMARY KEY("chain","source")
);
--> statement-breakpoint
CREATE TABLE "nft_holdings" (
	"chain" text NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"holder" text NOT NULL,
	"quantity" numeric(78, 0) NOT NULL,
	CONSTRAINT "nft_holdings_chain_contract_token_id_holder_pk" PRIMARY KEY("chain","contract","token_id","holder")
);
--> statement-breakpoint
CREATE TABLE "nft_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"quantity" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"batch_index" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nft_transfers_log_key" ON "nft_transfers" USING btree ("chain","tx_hash","log_index","batch_index");--> statement-breakpoint
CREATE INDEX "nft_transfers_token_idx" ON "nft_transfers" USING btree ("chain","contract","token_id","block_number");