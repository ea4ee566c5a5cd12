import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NftRank } from '@mintfront/domain';
import { nftIdColumn } from '../nfts/index.ts';
import { idColumn } from '../../platform/db/columns.ts';

/**
 * The series of a mystery box (spec doc 1 §3 Series row). The box itself is an NFT row of type 4
 * in `nfts`; each row here puts `quantity` copies of one of the store's NFTs into it. Those copies
 * are reserved: the same copies cannot go into a second box, and an NFT in a box is not deleted
 * (restrict). Deleting the box frees them (cascade).
 */
export const boxContents = pgTable(
  'box_contents',
  {
    id: idColumn(),
    boxId: nftIdColumn('box_id', 'cascade').notNull(),
    nftId: nftIdColumn('nft_id', 'restrict').notNull(),
    /** The rank the NFT is drawn at in this box. */
    rank: integer('rank').$type<NftRank>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Boxes opened that gave this NFT: counted by selling's reveal after a box sale's open date. */
    revealed: integer('revealed').notNull().default(0),
  },
  (t) => [
    uniqueIndex('box_contents_box_nft_key').on(t.boxId, t.nftId),
    index('box_contents_nft_idx').on(t.nftId),
  ],
);
/** The foreign key of `box_contents.nft_id` (drizzle's name): it refuses deleting a held NFT. */
export const BOX_NFT_FK = 'box_contents_nft_id_nfts_id_fk';
export type BoxContentRow = typeof boxContents.$inferSelect;
