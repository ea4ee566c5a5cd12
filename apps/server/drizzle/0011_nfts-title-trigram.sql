-- Hand-written (issue 5, NFT search): `search` is a substring match (title ILIKE '%term%'),
-- which no b-tree can serve. A trigram index on titles finds those holding a term of three or
-- more characters from the posting lists of its trigrams; the shop is then checked on the few
-- rows found. (A GIN on (shop_id, title) was slower: the shop's own posting list holds every NFT
-- of a large store.) pg_trgm is a trusted extension of PostgreSQL 13+ (a database owner may
-- create it) and ships with PGlite (db-client.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS nfts_title_trgm_idx ON nfts USING gin (title gin_trgm_ops);
