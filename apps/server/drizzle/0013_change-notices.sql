-- Hand-written (issue 5): the writes that change what a server keeps in memory notify the servers
-- listening on channel shop_changes when the transaction commits (platform/db/shop-changes.ts):
--   'nfts:<shop id>' for each store whose NFTs a statement changed ('nfts:*' on a truncate): the
--   NFT list answers (the per-status and per-facet counts the list reads change only with them);
--   'access:*' for any change to sessions, users, stores or memberships: the access check's answers.
-- Each ends in '@<transaction id>': PostgreSQL sends a transaction's equal notices once, and a
-- server whose pooled connections all listen hears each on every connection, so it takes a notice
-- once by its text.
CREATE OR REPLACE FUNCTION nfts_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', 'nfts:' || shop_id || '@' || txid_current()) FROM (SELECT DISTINCT shop_id FROM changed_nfts) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nfts_notify_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', 'nfts:' || shop_id || '@' || txid_current())
    FROM (SELECT shop_id FROM old_nfts UNION SELECT shop_id FROM new_nfts) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', TG_ARGV[0] || ':*@' || txid_current());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER nfts_notify_insert AFTER INSERT ON nfts REFERENCING NEW TABLE AS changed_nfts FOR EACH STATEMENT EXECUTE FUNCTION nfts_notify_changed();
--> statement-breakpoint
CREATE TRIGGER nfts_notify_delete AFTER DELETE ON nfts REFERENCING OLD TABLE AS changed_nfts FOR EACH STATEMENT EXECUTE FUNCTION nfts_notify_changed();
--> statement-breakpoint
CREATE TRIGGER nfts_notify_update AFTER UPDATE ON nfts REFERENCING OLD TABLE AS old_nfts NEW TABLE AS new_nfts FOR EACH STATEMENT EXECUTE FUNCTION nfts_notify_updated();
--> statement-breakpoint
CREATE TRIGGER nfts_notify_truncate AFTER TRUNCATE ON nfts FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('nfts');
--> statement-breakpoint
CREATE TRIGGER sessions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('access');
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('access');
--> statement-breakpoint
CREATE TRIGGER shops_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shops FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('access');
--> statement-breakpoint
CREATE TRIGGER shop_members_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_members FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('access');
