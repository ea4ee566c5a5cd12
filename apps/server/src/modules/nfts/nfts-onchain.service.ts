import { COLLECTION_SOURCES } from '@mintfront/domain';
import { BaseError, HttpRequestError, RpcError, RpcRequestError, TimeoutError, WebSocketRequestError, getAddress } from 'viem';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import { listPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { collectionsRepo } from '../collections/collections.repo.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { contractType, holdings, tokenIdsOf, transfersOf } from './nfts-chain.ts';
import { loadNft } from './nfts-checks.ts';
import { importedHoldings, importedTransfers, type ChainHoldings } from './nfts-import-chain.ts';
import { storeWallet } from './nfts-mint-enqueue.ts';
import type { NftsDeps, Viewer } from './nfts.types.ts';
import { nftsRepo } from './nfts.repo.ts';
import type { NftRow } from './nfts.tables.ts';

/** A token that existed on chain before the store imported it (POST /api/tokens/import): it has no mint of ours. */
const isImported = (row: NftRow): row is NftRow & { tokenId: string } => row.source === COLLECTION_SOURCES.imported && row.tokenId !== null;

/** viem's errors of a node not answering or refusing a request (an address or ABI fault is not among them). */
const TRANSPORT_FAULTS = [HttpRequestError, WebSocketRequestError, TimeoutError, RpcRequestError, RpcError];

/**
 * True when `err` is the chain failing to answer (a viem fault: the node down, a getLogs range the
 * provider refuses), logged as a warning; any other fault is the caller's to throw.
 */
function isChainFault(deps: NftsDeps, row: NftRow, err: unknown): boolean {
  if (!(err instanceof BaseError) || !err.walk((e) => TRANSPORT_FAULTS.some((fault) => e instanceof fault))) return false;
  // Not the whole error: its text names the RPC URL, which may hold the provider's key.
  deps.log?.warn({ nftId: row.id, err: { name: err.name, message: err.shortMessage } }, 'the chain could not be read for an NFT');
  return true;
}

/** `read`, with a chain fault answered as CHAIN_UNAVAILABLE rather than a server error (lists read only from the chain). */
async function readingChain<T>(deps: NftsDeps, row: NftRow, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (isChainFault(deps, row, err)) throw new AppError('CHAIN_UNAVAILABLE');
    throw err;
  }
}

/** What the chain holds of a store's NFT: its copies' holders, their transfers and its mints. */
export const nftsOnchainService = {
  /**
   * What the chain says of the NFT's copies, or null before it has any: minted, the holders, and
   * the store's wallet among them (the one its copies were minted to; for an imported token, the
   * store wallet now). Minted NFTs replay their tokens' transfers since the first mint; imported
   * ones read the token's holders (tokens-import-chain.ts).
   */
  async holdings(deps: NftsDeps, shop: ShopRow, row: NftRow, address: string | null): Promise<(ChainHoldings & { store: string | undefined }) | null> {
    if (!address) return null;
    if (isImported(row)) {
      const { publicClient } = chainReader(deps.chain, shop.chain);
      const wallet = storeWallet(deps, shop);
      const held = await importedHoldings(publicClient, getAddress(address), contractType(row.type), BigInt(row.tokenId), wallet);
      return { ...held, store: wallet?.toLowerCase() };
    }
    if (!row.mintBlock) return null;
    const mints = await nftsRepo.allMints(deps.db, row.id);
    return { ...holdings(await this.transfers(deps, shop, row, address)), store: mints[0]?.toAddress.toLowerCase() };
  },

  /**
   * holdings, or 'unavailable' when the chain cannot be read now (a viem fault: the node down, a
   * getLogs range the provider refuses), with a warning in the log; any other fault is thrown.
   */
  async holdingsIfReadable(deps: NftsDeps, shop: ShopRow, row: NftRow, address: string | null) {
    try {
      return await this.holdings(deps, shop, row, address);
    } catch (err) {
      if (!isChainFault(deps, row, err)) throw err;
      return 'unavailable' as const;
    }
  },

  /** The transfers of the NFT's tokens: since its first mint, or for an imported token all the chain logged (none when the node refuses the range). */
  async transfers(deps: NftsDeps, shop: ShopRow, row: NftRow, address: string) {
    const { publicClient } = chainReader(deps.chain, shop.chain);
    if (isImported(row)) return (await importedTransfers(publicClient, getAddress(address), contractType(row.type), BigInt(row.tokenId))) ?? [];
    const ids = tokenIdsOf(contractType(row.type), row.id, await nftsRepo.allMints(deps.db, row.id));
    return transfersOf(publicClient, getAddress(address), contractType(row.type), ids, BigInt(row.mintBlock ?? '0'));
  },

  /** GET /api/token/owner/{id}: the wallets holding the NFT's copies, from the chain. */
  async owners(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.findById(deps.db, row.contractId);
    const held = await readingChain(deps, row, () => this.holdings(deps, viewer.shop, row, collection?.address ?? null));
    if (!held) return listPage([], 0, limit);
    const { holders } = held;
    const all = [...holders.entries()].map(([address, quantity]) => ({ address: getAddress(address), quantity })).sort((a, b) => b.quantity - a.quantity);
    return listPage(all.slice((page - 1) * limit, page * limit), all.length, limit);
  },

  /** GET /api/secondary/{id}: transfers between wallets after the mint (the NFT's secondary market), newest first. */
  async secondary(deps: NftsDeps, viewer: Viewer, id: number, page: number, limit: number) {
    const row = await loadNft(deps.db, viewer.shop.id, id);
    const collection = await collectionsRepo.findById(deps.db, row.contractId);
    const address = collection?.address;
    if (!address || (!row.mintBlock && !isImported(row))) return listPage([], 0, limit);
    const moves = (await readingChain(deps, row, () => this.transfers(deps, viewer.shop, row, address))).filter((t) => BigInt(t.from) !== 0n && BigInt(t.to) !== 0n).reverse();
    return listPage(moves.slice((page - 1) * limit, page * limit), moves.length, limit);
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
