import { NFT_STATUS } from '@mintfront/domain';
import { getAddress, type Address } from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { ShopRow } from '../shops/shops.tables.ts';
import { contractType } from './tokens-chain.ts';
import { tokenMetadataUrl } from './tokens-metadata.ts';
import { MINT_NFT_JOB, royaltyBpsOf, type MintNftPayload } from './tokens-mint.job.ts';
import type { TokensDeps } from './tokens.service.ts';
import { tokensRepo } from './tokens.repo.ts';
import type { NftRow } from './tokens.tables.ts';

/**
 * The `nft.mint` job of an NFT (bulk creation batches their payloads: `mintBatchJobs`): its copies go to the store
 * owner's wallet, else the operator's, with the NFT's royalty.
 */
export function mintJobOf(
  deps: Pick<TokensDeps, 'chain' | 'publicUrl'>,
  shop: ShopRow,
  row: Pick<NftRow, 'id' | 'type' | 'copies' | 'royalties'>,
  contract: string,
) {
  const { walletClient } = chainWriter(deps.chain, shop.chain);
  const payload: MintNftPayload = {
    nftId: row.id,
    chain: shop.chain,
    contract: getAddress(contract),
    type: contractType(row.type),
    to: (shop.ownerWallet ? getAddress(shop.ownerWallet) : walletClient.account.address) as Address,
    copies: row.copies,
    tokenUri: tokenMetadataUrl(deps.publicUrl, row.id),
    royaltyBps: royaltyBpsOf(row.royalties),
  };
  return { kind: MINT_NFT_JOB, payload, idempotencyKey: `${MINT_NFT_JOB}:${row.id}` };
}

/** The wallet the store's NFTs are minted to and sold from: the bound store wallet, else the platform operator's (null without one). */
export function storeWallet(deps: Pick<TokensDeps, 'chain'>, shop: ShopRow): Address | null {
  if (shop.ownerWallet) return getAddress(shop.ownerWallet);
  try {
    return chainWriter(deps.chain, shop.chain).walletClient.account.address;
  } catch {
    return null;
  }
}

/** Queues the mint of an NFT or a mystery box (inside the caller's transaction); it is Minting until it ends. */
export async function enqueueMint(deps: TokensDeps, db: Db, shop: ShopRow, row: NftRow, contract: string) {
  const job = await deps.jobs.enqueue(db, mintJobOf(deps, shop, row, contract));
  await tokensRepo.update(db, row.id, { status: NFT_STATUS.minting, mintJobId: job.id, reason: null, updatedAt: new Date() });
}
