import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { nfts } from './nfts.tables.ts';

/**
 * The store-home steps that read the store's NFTs (spec doc 1 §2), as columns of another area's
 * query on shops: whether the store has an NFT, and whether one was ever on sale. Each `exists`
 * is one index lookup on nfts (shop_id, …), so a list of shops stays one statement.
 */
export const shopNftSteps = (shopId: PgColumn | SQL) => ({
  hasNft: sql<boolean>`exists (select 1 from ${nfts} where ${nfts.shopId} = ${shopId})`,
  hasSoldNft: sql<boolean>`exists (select 1 from ${nfts} where ${nfts.shopId} = ${shopId} and ${nfts.everOnSale})`,
});
