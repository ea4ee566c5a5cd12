/**
 * What other areas may use of airdrops: the buyer's claim (the shared claims call of the
 * storefront) and the open airdrops as menu link targets.
 */
import type { AirdropClaim } from '../drops/index.ts';
import { claimAirdrop } from './airdrops-claim.ts';
import { airdropsDeps } from './airdrops.types.ts';

export { claimAirdrop };
export { storeAirdrop } from './airdrops.service.ts';
export type { AirdropsDeps } from './airdrops.types.ts';

/** The airdrop side of POST /api/store/{subdomain}/claims, which modules/drops answers. */
export const claimAirdropOf: AirdropClaim = (app, shop, buyer, body) =>
  claimAirdrop(airdropsDeps(app), shop, buyer, {
    airdrop_id: body.airdrop_id,
    quantity: body.quantity,
    material: body.material,
  });
export { airdropLinkTargets } from './airdrops-links.ts';
