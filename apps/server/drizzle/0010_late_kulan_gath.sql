CREATE TABLE "nft_facet_counts" (
	"shop_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value" integer NOT NULL,
	"status" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nft_facet_counts_shop_id_facet_value_status_pk" PRIMARY KEY("shop_id","facet","value","status")
);
--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "source" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nft_facet_counts" ADD CONSTRAINT "nft_facet_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfts_imported_token_key" ON "nfts" USING btree ("contract_id","token_id") WHERE "nfts"."source" = 1;--> statement-breakpoint
-- Hand-written (issue 5, the list of 100,000 NFTs): nft_status_counts and nft_facet_counts follow
-- every insert, delete and update of nfts once per statement, from its rows grouped (a bulk
-- creation of 1,000 rows writes each count once; a one-row change writes a few). Counter rows are
-- written in key order so concurrent statements do not deadlock. This replaces the triggers of
-- 0006 and 0009.
CREATE OR REPLACE FUNCTION nfts_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
BEGIN
  -- An update that changed no counted column (a title, a view) writes nothing: the counted
  -- columns of the rows before and after are the same multiset (compared by hashing, not by a join).
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT shop_id, status, type, rank, contract_id, creator_id, category_ids FROM old_nfts
      EXCEPT ALL
      SELECT shop_id, status, type, rank, contract_id, creator_id, category_ids FROM new_nfts
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT shop_id, status, type, rank, contract_id, creator_id, category_ids, 1 AS d FROM new_nfts'
    WHEN 'DELETE' THEN 'SELECT shop_id, status, type, rank, contract_id, creator_id, category_ids, -1 AS d FROM old_nfts'
    ELSE 'SELECT shop_id, status, type, rank, contract_id, creator_id, category_ids, -1 AS d FROM old_nfts
          UNION ALL SELECT shop_id, status, type, rank, contract_id, creator_id, category_ids, 1 AS d FROM new_nfts'
  END;
  EXECUTE 'WITH c AS (' || changes || ')
    INSERT INTO nft_status_counts (shop_id, status, n)
    SELECT shop_id, status, sum(d)::integer FROM c GROUP BY shop_id, status HAVING sum(d) <> 0 ORDER BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET n = nft_status_counts.n + EXCLUDED.n';
  EXECUTE 'WITH c AS (' || changes || '), f AS (
      SELECT shop_id, status, d, ''type'' AS facet, type AS value FROM c
      UNION ALL SELECT shop_id, status, d, ''rank'', rank FROM c
      UNION ALL SELECT shop_id, status, d, ''contract'', contract_id FROM c
      UNION ALL SELECT shop_id, status, d, ''creator'', creator_id FROM c
      UNION ALL SELECT shop_id, status, d, ''category'', unnest(category_ids) FROM c)
    INSERT INTO nft_facet_counts (shop_id, facet, value, status, n)
    SELECT shop_id, facet, value, status, sum(d)::integer FROM f GROUP BY shop_id, facet, value, status HAVING sum(d) <> 0
    ORDER BY shop_id, facet, value, status
    ON CONFLICT (shop_id, facet, value, status) DO UPDATE SET n = nft_facet_counts.n + EXCLUDED.n';
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_count_insert ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_count_delete ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_count_update ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_count_insert_delete ON nfts;
--> statement-breakpoint
CREATE TRIGGER nfts_count_insert AFTER INSERT ON nfts REFERENCING NEW TABLE AS new_nfts FOR EACH STATEMENT EXECUTE FUNCTION nfts_count_changes();
--> statement-breakpoint
CREATE TRIGGER nfts_count_delete AFTER DELETE ON nfts REFERENCING OLD TABLE AS old_nfts FOR EACH STATEMENT EXECUTE FUNCTION nfts_count_changes();
--> statement-breakpoint
CREATE TRIGGER nfts_count_update AFTER UPDATE ON nfts REFERENCING OLD TABLE AS old_nfts NEW TABLE AS new_nfts FOR EACH STATEMENT EXECUTE FUNCTION nfts_count_changes();
--> statement-breakpoint
DROP FUNCTION IF EXISTS nfts_count_status();
--> statement-breakpoint
DROP FUNCTION IF EXISTS nfts_count_inserted();
--> statement-breakpoint
-- The facet counts of the NFTs that exist already.
INSERT INTO nft_facet_counts (shop_id, facet, value, status, n)
SELECT shop_id, facet, value, status, count(*)::integer FROM (
  SELECT shop_id, status, 'type' AS facet, type AS value FROM nfts
  UNION ALL SELECT shop_id, status, 'rank', rank FROM nfts
  UNION ALL SELECT shop_id, status, 'contract', contract_id FROM nfts
  UNION ALL SELECT shop_id, status, 'creator', creator_id FROM nfts
  UNION ALL SELECT shop_id, status, 'category', unnest(category_ids) FROM nfts
) f GROUP BY shop_id, facet, value, status;
