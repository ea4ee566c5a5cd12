-- Hand-written (issue 5, bulk creation): the per-status counts follow an insert once per statement,
-- from the inserted rows grouped by shop and status, instead of once per row. A bulk creation
-- inserts 1,000 NFTs a statement; deletes and status changes keep the per-row trigger of 0006.
CREATE OR REPLACE FUNCTION nfts_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO nft_status_counts (shop_id, status, n)
    SELECT shop_id, status, count(*)::integer FROM inserted_nfts GROUP BY shop_id, status
  ON CONFLICT (shop_id, status) DO UPDATE SET n = nft_status_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER nfts_count_insert_delete ON nfts;
--> statement-breakpoint
CREATE TRIGGER nfts_count_delete AFTER DELETE ON nfts FOR EACH ROW EXECUTE FUNCTION nfts_count_status();
--> statement-breakpoint
CREATE TRIGGER nfts_count_insert AFTER INSERT ON nfts REFERENCING NEW TABLE AS inserted_nfts FOR EACH STATEMENT EXECUTE FUNCTION nfts_count_inserted();
