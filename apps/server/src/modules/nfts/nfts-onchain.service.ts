import { setTimeout as sleep } from 'node:timers/promises';
import {
  COLLECTION_SOURCES,
  type ChainUnavailableReason,
  type EvmChainKey,
} from '@mintfront/domain';
import { getAddress } from 'viem';
import { CONFIRMATIONS } from '../../platform/chain/chain-indexer.ts';
import { chainCursorsRepo } from '../../platform/chain/chain-cursors.repo.ts';
import { isChainFault } from '../../platform/chain/chain-faults.ts';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import { listPage, mapPage, slicePage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { collectionsRepo } from '../collections/collections.repo.ts';
import type { CollectionRow } from '../collections/collections.tables.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { contractType } from './nfts-chain.ts';
import { loadNft } from './nfts-checks.ts';
import { importedHoldings, importedTransfers } from './nfts-import-chain.ts';
import { storeWallet } from './nfts-mint-enqueue.ts';
import { NFT_TRANSFERS_SOURCE } from './nfts-transfers.indexer.ts';
import { nftTransfersRepo, type NftTokens } from './nfts-transfers.repo.ts';
import type { NftsDeps, Viewer } from './nfts.types.ts';
import { nftsRepo } from './nfts.repo.ts';
import type { NftRow } from './nfts.tables.ts';

/** A token that existed on chain before the store imported it (POST /api/tokens/import): it has no mint of ours. */
const isImported = (row: NftRow): row is NftRow & { tokenId: string } =>
  row.source === COLLECTION_SOURCES.imported && row.tokenId !== null;

/** Chain facts of an NFT: copies minted, and how many the store's wallet still holds. */
export type ChainFacts = { minted: number; owned: number };

/**
 * `read` of an imported token (read from the chain per request), with a chain fault logged as a
 * warning and answered as `fallback`; any other fault is thrown.
 */
async function readingChain<T, F>(
  deps: NftsDeps,
  row: NftRow,
  read: () => Promise<T>,
  fallback: () => F,
): Promise<T | F> {
  try {
    return await read();
  } catch (err) {
    if (!isChainFault(err)) throw err;
    // Not the whole error: its text names the RPC URL, which may hold the provider's key.
    deps.log?.warn(
      { nftId: row.id, err: { name: err.name, message: err.shortMessage } },
      'the chain could not be read for an NFT',
    );
    return fallback();
  }
}

/** The longest a request waits for an indexer pass to record its NFT's own mint. */
const OWN_MINT_WAIT_MS = 1500;

/**
 * The NFT's tokens among the recorded transfers, or null before it has any (no contract yet, or
 * not minted); `lag` says why the records may be behind the chain: `unreachable` when it cannot be
 * read now or the server has no RPC for it, `catching_up` when the indexer has not reached the
 * NFT's last mint yet (a real chain's confirmations, or a pass still to come).
 */
async function recordedTokens(
  deps: NftsDeps,
  row: NftRow,
  collection: CollectionRow | undefined,
): Promise<{ tokens: NftTokens; lag: ChainUnavailableReason | null } | null> {
  if (!collection?.address || !row.mintBlock) return null;
  const chain = collection.chain as EvmChainKey;
  const mints = await nftsRepo.allMints(deps.db, row.id);
  const lastMint = mints.reduce((last, m) => Math.max(last, Number(m.blockNumber)), 0);
  const tokens: NftTokens = {
    chain,
    contract: collection.address,
    type: contractType(row.type),
    nftId: row.id,
    mints,
  };
  if (!deps.chain?.keys.includes(chain)) return { tokens, lag: 'unreachable' };
  let cursor = await chainCursorsRepo.find(deps.db, chain, NFT_TRANSFERS_SOURCE);
  const behind = () => (cursor?.lastBlock ?? -1) < lastMint;
  // Right after its own mint on the local chain the answer waits a little for one pass of the
  // indexer (shared with any running or waiting one). Not while the chain is known to be down, nor
  // on a real chain, whose mint blocks are recorded only once confirmed; the loop logs a failed pass.
  if (deps.indexer && behind() && !cursor?.unreachableSince && CONFIRMATIONS[chain] === 0n) {
    await Promise.race([
      deps.indexer.runOnce().catch(() => {}),
      sleep(OWN_MINT_WAIT_MS, undefined, { ref: false }),
    ]);
    cursor = await chainCursorsRepo.find(deps.db, chain, NFT_TRANSFERS_SOURCE);
  }
  if (cursor?.unreachableSince) return { tokens, lag: 'unreachable' };
  return { tokens, lag: behind() ? 'catching_up' : null };
}

/**
 * What the chain holds of a store's NFT. Minted NFTs answer from the transfers the chain indexer
 * recorded (nfts-transfers.indexer.ts), never from the chain during a request; imported tokens are
 * read from the chain (nfts-import-chain.ts).
 */
export const nftsOnchainService = {
  /**
   * The chain facts of GET /api/tokens/{id}, or null before the NFT has any; `unavailable` says
   * why they may be behind the chain (then they are what was recorded, or none for an imported token).
   */
  async chainFacts(
    deps: NftsDeps,
    shop: ShopRow,
    row: NftRow,
    collection: CollectionRow | undefined,
  ): Promise<{ facts: ChainFacts | null; unavailable: ChainUnavailableReason | null }> {
    if (isImported(row)) {
      if (!collection?.address) return { facts: null, unavailable: null };
      const address = collection.address;
      return readingChain(
        deps,
        row,
        async () => {
          const { publicClient } = chainReader(deps.chain, shop.chain);
          const wallet = storeWallet(deps, shop);
          const held = await importedHoldings(
            publicClient,
            getAddress(address),
            contractType(row.type),
            BigInt(row.tokenId),
            wallet,
          );
          return {
            facts: {
              minted: held.minted,
              owned: wallet ? (held.holders.get(wallet.toLowerCase()) ?? 0) : 0,
            },
            unavailable: null,
          };
        },
        () => ({ facts: null, unavailable: 'unreachable' as const }),
      );
    }
    const recorded = await recordedTokens(deps, row, collection);
    if (!recorded) return { facts: null, unavailable: null };
    const { tokens, lag } = recorded;
    // The wallet its copies were minted to.
    const store = tokens.mints[0]?.toAddress;
    const [minted, owned] = await Promise.all([
      nftTransfersRepo.minted(deps.db, tokens),
      store ? nftTransfersRepo.heldBy(deps.db, tokens, store) : 0,
    ]);
    return { facts: { minted, owned }, unavailable: lag };
  },

  /** GET /api/token/owner/{id}: the wallets holding the NFT's copies, most copies first. */
  async owners(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.find(deps.db, row.shopId, row.contractId);
    if (isImported(row)) {
      if (!collection?.address) return listPage([], 0, limit);
      const address = getAddress(collection.address);
      const held = await readingChain(
        deps,
        row,
        () =>
          importedHoldings(
            chainReader(deps.chain, viewer.shop.chain).publicClient,
            address,
            contractType(row.type),
            BigInt(row.tokenId),
            storeWallet(deps, viewer.shop),
          ),
        () => {
          throw new AppError('CHAIN_UNAVAILABLE');
        },
      );
      const all = [...held.holders.entries()]
        .map(([holder, quantity]) => ({ address: getAddress(holder), quantity }))
        .sort((a, b) => b.quantity - a.quantity);
      return slicePage(all, { page, limit });
    }
    const tokens = (await recordedTokens(deps, row, collection))?.tokens;
    if (!tokens) return listPage([], 0, limit);
    return mapPage(await nftTransfersRepo.holders(deps.db, tokens, page, limit), (r) => ({
      address: getAddress(r.holder),
      quantity: Number(r.quantity),
    }));
  },

  /** GET /api/secondary/{id}: transfers between wallets after the mint (the NFT's secondary market), newest first. */
  async secondary(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.find(deps.db, row.shopId, row.contractId);
    if (isImported(row)) {
      if (!collection?.address) return listPage([], 0, limit);
      const address = getAddress(collection.address);
      const all = await readingChain(
        deps,
        row,
        async () =>
          (await importedTransfers(
            chainReader(deps.chain, viewer.shop.chain).publicClient,
            address,
            contractType(row.type),
            BigInt(row.tokenId),
          )) ?? [],
        () => {
          throw new AppError('CHAIN_UNAVAILABLE');
        },
      );
      const moves = all.filter((t) => BigInt(t.from) !== 0n && BigInt(t.to) !== 0n).reverse();
      return slicePage(moves, { page, limit });
    }
    const tokens = (await recordedTokens(deps, row, collection))?.tokens;
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
