import { setTimeout as sleep } from 'node:timers/promises';
import {
  COLLECTION_SOURCES,
  type ChainUnavailableReason,
  type EvmChainKey,
} from '@mintfront/domain';
import { getAddress } from 'viem';
import { CONFIRMATIONS } from '../../platform/chain/chain-indexer.ts';
import { chainCursorsRepo } from '../../platform/chain/chain-cursors.repo.ts';
import { listPage, mapPage } from '../../platform/db/repo-helper.ts';
import { findCollectionInShop, type CollectionRow } from '../collections/index.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { contractType } from './nfts-chain.ts';
import { loadNft } from './nfts-checks.ts';
import { importedCursorSource } from './nfts-imported-transfers.indexer.ts';
import { storeWallet } from './nfts-mint-enqueue.ts';
import { NFT_TRANSFERS_SOURCE } from './nfts-transfers.indexer.ts';
import { mintedTokenRanges, nftTransfersRepo, type NftTokens } from './nfts-transfers.repo.ts';
import type { NftsDeps, Viewer } from './nfts.types.ts';
import { nftsRepo } from './nfts.repo.ts';
import type { NftRow } from './nfts.tables.ts';

/** A token that existed on chain before the store imported it (POST /api/tokens/import): it has no mint of ours. */
const isImported = (row: NftRow): row is NftRow & { tokenId: string } =>
  row.source === COLLECTION_SOURCES.imported && row.tokenId !== null;

/** Chain facts of an NFT: copies minted, and how many the store's wallet still holds. */
export type ChainFacts = { minted: number; owned: number };

/** The longest a request waits for an indexer pass to record its NFT's own mint. */
const OWN_MINT_WAIT_MS = 1500;
/**
 * How far an imported contract's cursor may stand below the chain's furthest cursor and still count
 * as caught up: the handlers of one pass read the head one after the other.
 */
const IMPORTED_SLACK_BLOCKS = 100;

/** The NFT's tokens, the cursor that records them, the block it must reach, and the wallet holding the store's copies. */
type Followed = {
  tokens: NftTokens;
  source: string;
  /** The block the cursor must have reached for the records to be whole. */
  until: (db: NftsDeps['db']) => Promise<number>;
  store: string | undefined;
};

async function followed(
  deps: NftsDeps,
  shop: ShopRow,
  row: NftRow,
  collection: CollectionRow | undefined,
): Promise<Followed | null> {
  if (!collection?.address) return null;
  const chain = collection.chain;
  if (isImported(row)) {
    const id = BigInt(row.tokenId);
    const source = await importedCursorSource(deps.db, chain, collection.address);
    return {
      tokens: { chain, contract: collection.address, ranges: [[id, id]] },
      source,
      // A contract imported today is read from its deployment: it has caught up with the others once near them.
      until: async (db) => (await chainCursorsRepo.furthest(db, chain)) - IMPORTED_SLACK_BLOCKS,
      store: storeWallet(deps, shop) ?? undefined,
    };
  }
  if (!row.mintBlock) return null;
  const mints = await nftsRepo.allMints(deps.db, row.id);
  const lastMint = mints.reduce((last, m) => Math.max(last, Number(m.blockNumber)), 0);
  const ranges: [bigint, bigint][] =
    contractType(row.type) === 'erc1155'
      ? [[BigInt(row.id), BigInt(row.id)]]
      : mintedTokenRanges(mints);
  return {
    tokens: { chain, contract: collection.address, ranges },
    source: NFT_TRANSFERS_SOURCE,
    until: async () => lastMint,
    // The wallet its copies were minted to.
    store: mints[0]?.toAddress,
  };
}

/**
 * The NFT's tokens among the recorded transfers, or null before it has any (no contract yet, or
 * not minted); `lag` says why the records may be behind the chain: `unreachable` when it cannot be
 * read now or the server has no RPC for it, `catching_up` when the indexer has not reached the
 * NFT's last mint yet (a real chain's confirmations, or a pass still to come), or has not read an
 * imported contract's history up to the others yet.
 */
async function recordedTokens(
  deps: NftsDeps,
  shop: ShopRow,
  row: NftRow,
  collection: CollectionRow | undefined,
): Promise<(Followed & { lag: ChainUnavailableReason | null }) | null> {
  const found = await followed(deps, shop, row, collection);
  if (!found) return null;
  const chain = found.tokens.chain as EvmChainKey;
  if (!deps.chain?.keys.includes(chain)) return { ...found, lag: 'unreachable' };
  let cursor = await chainCursorsRepo.find(deps.db, chain, found.source);
  const until = await found.until(deps.db);
  const behind = () => !cursor || cursor.lastBlock < until;
  // Right after its own mint (or its collection's import) on the local chain the answer waits a
  // little for one pass of the indexer (shared with any running or waiting one). Not while the
  // chain is known to be down, nor on a real chain, whose mint blocks are recorded only once
  // confirmed; the loop logs a failed pass.
  if (deps.indexer && behind() && !cursor?.unreachableSince && CONFIRMATIONS[chain] === 0n) {
    await Promise.race([
      deps.indexer.runOnce().catch(() => {}),
      sleep(OWN_MINT_WAIT_MS, undefined, { ref: false }),
    ]);
    cursor = await chainCursorsRepo.find(deps.db, chain, found.source);
  }
  if (cursor?.unreachableSince) return { ...found, lag: 'unreachable' };
  return { ...found, lag: behind() ? 'catching_up' : null };
}

/**
 * What the chain holds of a store's NFT, answered from the transfers the chain indexer recorded
 * (nfts-transfers.indexer.ts for minted NFTs, nfts-imported-transfers.indexer.ts for imported
 * tokens), never from the chain during a request.
 */
export const nftsOnchainService = {
  /**
   * The chain facts of GET /api/tokens/{id}, or null before the NFT has any; `unavailable` says
   * why they may be behind the chain (then they are what was recorded).
   */
  async chainFacts(
    deps: NftsDeps,
    shop: ShopRow,
    row: NftRow,
    collection: CollectionRow | undefined,
  ): Promise<{ facts: ChainFacts | null; unavailable: ChainUnavailableReason | null }> {
    const recorded = await recordedTokens(deps, shop, row, collection);
    if (!recorded) return { facts: null, unavailable: null };
    const { tokens, lag, store } = recorded;
    const [minted, owned] = await Promise.all([
      nftTransfersRepo.minted(deps.db, tokens),
      store ? nftTransfersRepo.heldBy(deps.db, tokens, store) : 0,
    ]);
    return { facts: { minted, owned }, unavailable: lag };
  },

  /** GET /api/token/owner/{id}: the wallets holding the NFT's copies, most copies first. */
  async owners(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await findCollectionInShop(deps.db, row.shopId, row.contractId);
    const tokens = (await recordedTokens(deps, viewer.shop, row, collection))?.tokens;
    if (!tokens) return listPage([], 0, limit);
    return mapPage(await nftTransfersRepo.holders(deps.db, tokens, page, limit), (r) => ({
      address: getAddress(r.holder),
      quantity: Number(r.quantity),
    }));
  },

  /** GET /api/secondary/{id}: transfers between wallets after the mint (the NFT's secondary market), newest first. */
  async secondary(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await findCollectionInShop(deps.db, row.shopId, row.contractId);
    const tokens = (await recordedTokens(deps, viewer.shop, row, collection))?.tokens;
    if (!tokens) return listPage([], 0, limit);
    return mapPage(await nftTransfersRepo.secondary(deps.db, tokens, page, limit), (t) => ({
      from: getAddress(t.fromAddress),
      to: getAddress(t.toAddress),
      tokenId: t.tokenId,
      quantity: Number(t.quantity),
      txHash: t.txHash,
      blockNumber: String(t.blockNumber),
    }));
  },

  /** POST /api/nft/minted/history: the NFT's mint transactions, newest first. */
  async mintHistory(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    await loadNft(deps.db, viewer.shop.id, id);
    return mapPage(await nftsRepo.mints(deps.db, id, page, limit), (m) => ({
      quantity: m.quantity,
      firstTokenId: m.firstTokenId,
      lastTokenId: m.lastTokenId,
      toAddress: m.toAddress,
      txHash: m.txHash,
      blockNumber: m.blockNumber,
      createdAt: m.createdAt.toISOString(),
    }));
  },
};
