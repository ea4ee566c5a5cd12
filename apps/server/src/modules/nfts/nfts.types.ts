import type { ChainIndexer } from '../../platform/chain/chain-indexer.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';

/** `indexer` records the chain's events that the NFT answers read (nfts-onchain.service.ts). */
/** `log` hears of chain reads that failed where an answer goes on without them (the NFT detail). */
export type NftsDeps = {
  db: Db;
  jobs: Jobs;
  chain: ChainClients | null;
  publicUrl: string;
  log?: { warn(obj: object, msg: string): void };
  indexer?: Pick<ChainIndexer, 'runOnce'>;
};
/** Who is asking: unlockable content and deletion depend on it. */
export type Viewer = { shop: ShopRow; userId: number; isOwner: boolean };
