import { NFT_STATUS } from '@mintfront/domain';
import { getAddress, type Address } from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { contractType } from './nfts-chain.ts';
import { tokenMetadataUrl } from './nfts-metadata.ts';
import { MINT_NFT_JOB, royaltyBpsOf, type MintNftPayload } from './nfts-mint.job.ts';
import type { NftsDeps } from './nfts.types.ts';
import { nftsRepo } from './nfts.repo.ts';
import type { NftRow } from './nfts.tables.ts';

/**
 * The `nft.mint` job of an NFT (bulk creation batches their payloads: `mintBatchJobs`): its copies go to the store
 * owner's wallet, else the operator's, with the NFT's royalty.
 */
export function mintJobOf(
  deps: Pick<NftsDeps, 'chain' | 'publicUrl'>,
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
export function storeWallet(deps: Pick<NftsDeps, 'chain'>, shop: ShopRow): Address | null {
  if (shop.ownerWallet) return getAddress(shop.ownerWallet);
  try {
    return chainWriter(deps.chain, shop.chain).walletClient.account.address;
  } catch {
    return null;
  }
}

/** Queues the mint of an NFT or a mystery box (inside the caller's transaction); it is Minting until it ends. */
export async function enqueueMint(
  deps: NftsDeps,
  db: Db,
  shop: ShopRow,
  row: NftRow,
  contract: string,
) {
  const job = await deps.jobs.enqueue(db, mintJobOf(deps, shop, row, contract));
  await nftsRepo.update(db, row.shopId, row.id, {
    status: NFT_STATUS.minting,
    mintJobId: job.id,
    reason: null,
    updatedAt: new Date(),
  });
}
