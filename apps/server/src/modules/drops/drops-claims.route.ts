import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimBody, domainLabel, idParam, type ClaimBody } from '@mintfront/domain';
import { chainTime } from '../../platform/chain/chain-time.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { openStore, visitHeaders } from '../storefront/index.ts';
import { claimDrop } from './drops-claims.ts';
import { storeDrop } from './drops-storefront.ts';
import type { DropsDeps } from './drops.types.ts';

const store = z.object({ subdomain: domainLabel });
const schema = <T extends object>(extra: T, signedIn = true) => ({
  tags: ['storefront'],
  ...(signedIn ? { security: [{ bearer: [] }] } : {}),
  headers: visitHeaders,
  ...extra,
});

/**
 * The airdrop's answer to `{ airdrop_id, quantity }` (API.md). modules/airdrops plugs it in from
 * app.ts: `app.register(dropsModule, { airdropClaim })`, so drops need not import airdrops.
 */
export type AirdropClaim = (
  app: FastifyInstance,
  shop: ShopRow,
  user: UserRow,
  body: ClaimBody & { airdrop_id: number },
) => Promise<unknown>;

/** POST /api/store/{subdomain}/claims (signed-in buyer; dispatches on drop_id / airdrop_id) and GET /api/store/{subdomain}/drop/{id} (public). */
export async function registerClaimRoutes(
  app: FastifyInstance,
  deps: DropsDeps,
  airdropClaim: AirdropClaim,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/store/:subdomain/claims',
    { config: { access: 'user' }, schema: schema({ params: store, body: claimBody }) },
    async (req) => {
      const shop = await openStore(app.db, req, req.params.subdomain);
      const body = req.body;
      if (body.drop_id !== undefined)
        return ok(await claimDrop(deps, shop, req.user!, { ...body, drop_id: body.drop_id }));
      return ok(
        await airdropClaim(app, shop, req.user!, { ...body, airdrop_id: body.airdrop_id! }),
      );
    },
  );
  r.get(
    '/api/store/:subdomain/drop/:id',
    {
      config: { access: 'public' },
      schema: schema({ params: store.extend(idParam.shape) }, false),
    },
    async (req) => {
      const shop = await openStore(app.db, req, req.params.subdomain);
      const now = await chainTime(app.chain, shop.chain);
      return ok(await storeDrop(app.db, shop, req.params.id, app.config.publicUrl, now));
    },
  );
}
