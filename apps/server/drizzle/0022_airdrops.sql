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
ALTER TABLE "airdrop_nfts" ADD CONSTRAINT "airdrop_nfts_airdrop_id_airdrops_id_fk" FOREIGN KEY ("airdrop_id") REFERENCES "public"."airdrops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airdrop_nfts" ADD CONSTRAINT "airdrop_nfts_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airdrops" ADD CONSTRAINT "airdrops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airdrops" ADD CONSTRAINT "airdrops_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "airdrop_nfts_sale_key" ON "airdrop_nfts" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "airdrop_nfts_airdrop_idx" ON "airdrop_nfts" USING btree ("airdrop_id","position");--> statement-breakpoint
CREATE INDEX "airdrops_shop_idx" ON "airdrops" USING btree ("shop_id","id");