/**
 * What other areas may use of drops (issue 21), among them the open drops as menu link targets.
 * app.ts registers drops.routes.ts. Airdrops plug
 * their claim into POST /api/store/{subdomain}/claims with `app.register(dropsModule, { airdropClaim })` (drops-claims.route.ts).
 */
export type { AirdropClaim } from './drops-claims.route.ts';
export { claimDrop } from './drops-claims.ts';
export { dropStatus } from './drops-answer.ts';
export type { DropsDeps } from './drops.types.ts';
export { storeDrop } from './drops-storefront.ts';
export { dropLinkTargets } from './drops-links.ts';
