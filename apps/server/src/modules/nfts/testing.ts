/** What other areas' tests may use of the NFT module: the test kit, the mint tables and job names. */
export * from './nfts-test-kit.ts';
export { nftMints } from './nfts.tables.ts';
export { MINT_NFT_JOB } from './nfts-mint.job.ts';
export {
  MINT_BATCH_JOB,
  MINT_BATCH_SIZE,
  type MintBatchCheckpoint,
  type MintBatchPayload,
} from './nfts-mint-batch.job.ts';
