-- Hand-written (issue 23 §2): the list's total is a COUNT with the indexes, and nothing is kept in
-- memory any more, so the count triggers of 0010 and the change notices of 0013 go with their tables.
DROP TRIGGER IF EXISTS nfts_count_insert ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_count_delete ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_count_update ON nfts;
--> statement-breakpoint
DROP FUNCTION IF EXISTS nfts_count_changes();
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_notify_insert ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_notify_delete ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_notify_update ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS nfts_notify_truncate ON nfts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shops_notify ON shops;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_members_notify ON shop_members;
--> statement-breakpoint
DROP FUNCTION IF EXISTS nfts_notify_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS nfts_notify_updated();
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_all_changed();
--> statement-breakpoint
DROP TABLE "nft_facet_counts" CASCADE;--> statement-breakpoint
DROP TABLE "nft_status_counts" CASCADE;
