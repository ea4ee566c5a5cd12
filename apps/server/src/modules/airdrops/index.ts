/** What other areas may use of airdrops: the buyer's claim (the shared claims call of the storefront). */
export { claimAirdrop } from './airdrops-claim.ts';
export type { AirdropsDeps } from './airdrops.types.ts';
