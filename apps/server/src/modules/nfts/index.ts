/**
 * What other areas may use of the NFT module (issue 23 §1): nothing outside modules/nfts imports
 * another of its files, and only these functions write the `nfts` table. Tests reach the test
 * kit through ./testing.ts. app.ts registers the routes from nfts.routes.ts.
 */
import { nftsRepo } from './nfts.repo.ts';

export type { NftsDeps, Viewer } from './nfts.types.ts';
/** Other areas' foreign keys to an NFT; their queries call the functions below. */
export { nftIdColumn, type NftRow, type NewNftRow } from './nfts.tables.ts';
export { toNft } from './nfts-answer.ts';
export { registerNftHolder, type NftHolder } from './nfts-holders.ts';
export { nftTypeOf } from './nfts-chain.ts';
export {
  checkCategories,
  checkIcon,
  loadNft,
  loadNfts,
  mintableCollection,
  needsApproval,
} from './nfts-checks.ts';
export { enqueueMint, mintJobOf, storeWallet as storeWalletOf } from './nfts-mint-enqueue.ts';
export { findStoreNft, listStoreNfts } from './nfts-storefront.ts';
export { artMetadata, tokenMetadataUrl } from './nfts-metadata.ts';
export { shopNftSteps } from './nfts-shop-steps.ts';
export { mintBatchJobs, type MintBatchPayload } from './nfts-mint-batch.job.ts';

export const createNft = nftsRepo.insert;
export const createManyNfts = nftsRepo.createMany;
export const findNftInShop = nftsRepo.findInShop;
export const findNftsInShop = nftsRepo.findManyInShop;
export const nftIdsWithTitle = nftsRepo.idsWithTitle;
export const lockNftsInShop = nftsRepo.lockInShop;
export const changeNftStatus = nftsRepo.changeStatus;
export {
  nftHeldBy,
  nftOnChain,
  nftTokenIdsHeldBy,
  putNftOnSale,
  type NftOnChain,
} from './nfts-stock.ts';
