CREATE TABLE "box_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"nft_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"quantity" integer NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_contents" ADD CONSTRAINT "box_contents_box_id_nfts_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_contents" ADD CONSTRAINT "box_contents_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_contents_box_nft_key" ON "box_contents" USING btree ("box_id","nft_id");--> statement-breakpoint
CREATE INDEX "box_contents_nft_idx" ON "box_contents" USING btree ("nft_id");