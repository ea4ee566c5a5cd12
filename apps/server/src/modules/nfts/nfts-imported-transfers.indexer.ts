import { COLLECTION_SOURCES } from '@mintfront/domain';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { contractCursor, type LogHandler } from '../../platform/chain/chain-indexer.ts';
import { deploymentBlock } from '../../platform/chain/contract-deployment.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { collections } from '../collections/collections.tables.ts';
import {
  NFT_TRANSFERS_SOURCE,
  TRANSFER_EVENTS,
  forgetTransfers,
  recordTransfers,
} from './nfts-transfers.indexer.ts';

/** The handler of imported collections' transfers; each contract has its cursor (`contractCursor`). */
export const IMPORTED_TRANSFERS_SOURCE = 'nfts.imported-transfers';

/** A collection some store deployed at the same address on the same chain. */
const deployedByAStore = notExists(
  sql`(select 1 from ${collections} created where created.chain = ${collections.chain} and created.source = ${COLLECTION_SOURCES.created} and lower(created.address) = lower(${collections.address}))`,
);

/**
 * The transfers of the collections stores imported (contracts the server did not deploy, possibly
 * with years of history), recorded like the store contracts' (docs/decisions.md "Chain indexer"):
 * each contract from the block it was deployed in, with a cursor of its own, so a collection
 * imported today is read from its beginning while the others go on.
 */
export const importedTransfersHandler: LogHandler = {
  name: IMPORTED_TRANSFERS_SOURCE,
  events: TRANSFER_EVENTS,
  cursorPer: 'contract',

  /** Imported contracts, once each; not one a store deployed (the store contracts' handler follows it). */
  async contracts(db, chain) {
    const rows = await db
      .selectDistinct({ address: sql<string>`lower(${collections.address})` })
      .from(collections)
      .where(
        and(
          eq(collections.chain, chain),
          eq(collections.source, COLLECTION_SOURCES.imported),
          isNotNull(collections.address),
          deployedByAStore,
        ),
      );
    return rows.map((r) => getAddress(r.address));
  },

  async startBlock(_db, _chain, client, contract) {
    return deploymentBlock(client, contract!, await client.getBlockNumber({ cacheTime: 0 }));
  },

  record: recordTransfers,
  forget: forgetTransfers,
};

/** The cursor that records an imported contract's transfers: its own, or the store contracts' when a store deployed it. */
export async function importedCursorSource(db: Db, chain: string, address: string) {
  const [deployed] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.chain, chain),
        eq(collections.source, COLLECTION_SOURCES.created),
        sql`lower(${collections.address}) = ${address.toLowerCase()}`,
      ),
    )
    .limit(1);
  return deployed ? NFT_TRANSFERS_SOURCE : contractCursor(IMPORTED_TRANSFERS_SOURCE, address);
}
