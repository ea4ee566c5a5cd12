import { COLLECTION_SOURCES, type EvmChainKey } from '@mintfront/domain';
import { getAddress } from 'viem';
import { chainCursorsRepo } from '../../platform/chain/chain-cursors.repo.ts';
import { isChainFault } from '../../platform/chain/chain-faults.ts';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import { listPage } from '../../platform/db/repo-helper.ts';
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
import type { NftsDeps, Viewer } from './nfts.service.ts';
import { nftsRepo } from './nfts.repo.ts';
import type { NftRow } from './nfts.tables.ts';

/** A token that existed on chain before the store imported it (POST /api/tokens/import): it has no mint of ours. */
const isImported = (row: NftRow): row is NftRow & { tokenId: string } => row.source === COLLECTION_SOURCES.imported && row.tokenId !== null;

/** Chain facts of an NFT: copies minted, and how many the store's wallet still holds. */
export type ChainFacts = { minted: number; owned: number };

/**
 * `read` of an imported token (read from the chain per request), with a chain fault logged as a
 * warning and answered as `fallback`; any other fault is thrown.
 */
async function readingChain<T, F>(deps: NftsDeps, row: NftRow, read: () => Promise<T>, fallback: () => F): Promise<T | F> {
  try {
    return await read();
  } catch (err) {
    if (!isChainFault(err)) throw err;
    // Not the whole error: its text names the RPC URL, which may hold the provider's key.
    deps.log?.warn({ nftId: row.id, err: { name: err.name, message: err.shortMessage } }, 'the chain could not be read for an NFT');
    return fallback();
  }
}

/**
 * The NFT's tokens among the recorded transfers, or null before it has any (no contract yet, or
 * not minted). Right after its own mint the indexer may not have recorded it yet: then one pass of
 * the indexer runs first, shared with any running or waiting pass (a chain that cannot be read is
 * marked so, and the answer says so).
 */
async function recordedTokens(deps: NftsDeps, row: NftRow, collection: CollectionRow | undefined): Promise<NftTokens | null> {
  if (!collection?.address || !row.mintBlock) return null;
  const mints = await nftsRepo.allMints(deps.db, row.id);
  const lastMint = mints.reduce((last, m) => Math.max(last, Number(m.blockNumber)), 0);
  const cursor = await chainCursorsRepo.find(deps.db, collection.chain, NFT_TRANSFERS_SOURCE);
  // While the chain is known to be down, the answer comes from the records at once (and says so).
  if ((cursor?.lastBlock ?? -1) < lastMint && !cursor?.unreachableSince) await deps.indexer?.runOnce();
  return { chain: collection.chain, contract: collection.address, type: contractType(row.type), nftId: row.id, mints };
}

/** True when the recorded transfers may be behind the chain: it cannot be read now, or the server has no RPC for it. */
async function recordsMayLag(deps: NftsDeps, chain: string): Promise<boolean> {
  if (!deps.chain?.keys.includes(chain as EvmChainKey)) return true;
  return Boolean((await chainCursorsRepo.find(deps.db, chain, NFT_TRANSFERS_SOURCE))?.unreachableSince);
}

/**
 * What the chain holds of a store's NFT. Minted NFTs answer from the transfers the chain indexer
 * recorded (nfts-transfers.indexer.ts), never from the chain during a request; imported tokens are
 * read from the chain (nfts-import-chain.ts).
 */
export const nftsOnchainService = {
  /**
   * The chain facts of GET /api/tokens/{id}, or null before the NFT has any; `unavailable` when
   * the chain cannot be read now (the facts are then what was recorded, or none for an imported token).
   */
  async chainFacts(deps: NftsDeps, shop: ShopRow, row: NftRow, collection: CollectionRow | undefined): Promise<{ facts: ChainFacts | null; unavailable: boolean }> {
    if (isImported(row)) {
      if (!collection?.address) return { facts: null, unavailable: false };
      const address = collection.address;
      return readingChain(
        deps,
        row,
        async () => {
          const { publicClient } = chainReader(deps.chain, shop.chain);
          const wallet = storeWallet(deps, shop);
          const held = await importedHoldings(publicClient, getAddress(address), contractType(row.type), BigInt(row.tokenId), wallet);
          return { facts: { minted: held.minted, owned: wallet ? (held.holders.get(wallet.toLowerCase()) ?? 0) : 0 }, unavailable: false };
        },
        () => ({ facts: null, unavailable: true }),
      );
    }
    const tokens = await recordedTokens(deps, row, collection);
    if (!tokens) return { facts: null, unavailable: false };
    // The wallet its copies were minted to.
    const store = tokens.mints[0]?.toAddress;
    const [minted, owned, unavailable] = await Promise.all([
      nftTransfersRepo.minted(deps.db, tokens),
      store ? nftTransfersRepo.heldBy(deps.db, tokens, store) : 0,
      recordsMayLag(deps, tokens.chain),
    ]);
    return { facts: { minted, owned }, unavailable };
  },

  /** GET /api/token/owner/{id}: the wallets holding the NFT's copies, most copies first. */
  async owners(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.findById(deps.db, row.contractId);
    if (isImported(row)) {
      if (!collection?.address) return listPage([], 0, limit);
      const address = getAddress(collection.address);
      const held = await readingChain(
        deps,
        row,
        () => importedHoldings(chainReader(deps.chain, viewer.shop.chain).publicClient, address, contractType(row.type), BigInt(row.tokenId), storeWallet(deps, viewer.shop)),
        () => {
          throw new AppError('CHAIN_UNAVAILABLE');
        },
      );
      const all = [...held.holders.entries()].map(([holder, quantity]) => ({ address: getAddress(holder), quantity })).sort((a, b) => b.quantity - a.quantity);
      return listPage(all.slice((page - 1) * limit, page * limit), all.length, limit);
    }
    const tokens = await recordedTokens(deps, row, collection);
    if (!tokens) return listPage([], 0, limit);
    const { rows, total } = await nftTransfersRepo.holders(deps.db, tokens, page, limit);
    return listPage(rows.map((r) => ({ address: getAddress(r.holder), quantity: Number(r.quantity) })), total, limit);
  },

  /** GET /api/secondary/{id}: transfers between wallets after the mint (the NFT's secondary market), newest first. */
  async secondary(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.findById(deps.db, row.contractId);
    if (isImported(row)) {
      if (!collection?.address) return listPage([], 0, limit);
      const address = getAddress(collection.address);
      const all = await readingChain(
        deps,
        row,
        async () => (await importedTransfers(chainReader(deps.chain, viewer.shop.chain).publicClient, address, contractType(row.type), BigInt(row.tokenId))) ?? [],
        () => {
          throw new AppError('CHAIN_UNAVAILABLE');
        },
      );
      const moves = all.filter((t) => BigInt(t.from) !== 0n && BigInt(t.to) !== 0n).reverse();
      return listPage(moves.slice((page - 1) * limit, page * limit), moves.length, limit);
    }
    const tokens = await recordedTokens(deps, row, collection);
    if (!tokens) return listPage([], 0, limit);
    const { rows, total } = await nftTransfersRepo.secondary(deps.db, tokens, page, limit);
    const list = rows.map((t) => ({
      from: getAddress(t.fromAddress),
      to: getAddress(t.toAddress),
      tokenId: t.tokenId,
      quantity: Number(t.quantity),
      txHash: t.txHash,
      blockNumber: String(t.blockNumber),
    }));
    return listPage(list, total, limit);
  },

  /** POST /api/nft/minted/history: the NFT's mint transactions, newest first. */
  async mintHistory(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    await loadNft(deps.db, viewer.shop.id, id);
    const { rows, total } = await nftsRepo.mints(deps.db, id, page, limit);
    const list = rows.map((m) => ({
      quantity: m.quantity,
      firstTokenId: m.firstTokenId,
      lastTokenId: m.lastTokenId,
      toAddress: m.toAddress,
      txHash: m.txHash,
      blockNumber: m.blockNumber,
      createdAt: m.createdAt.toISOString(),
    }));
    return listPage(list, total, limit);
  },
};
