import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  airdropClaimsParams,
  airdropCreateBody,
  airdropsQuery,
  authHeaders,
  idParam,
  MASK,
  pagingQuery,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { storeParams } from '../sales/index.ts';
import { openStore, visitHeaders } from '../storefront/index.ts';
import { airdropsService as service, storeAirdrop } from './airdrops.service.ts';
import { airdropsDeps } from './airdrops.types.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['airdrops'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.launchpad } as const;

/** Airdrops (spec doc 2 §7 "Airdrops and drops"; mask 128) and the buyer's claim. */
export async function airdropsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = airdropsDeps(app);

  r.post('/api/airdrop', { config, schema: schema({ body: airdropCreateBody }) }, async (req) =>
    ok(await service.create(deps, req.shop!, req.user!.id, req.body)),
  );
  r.get('/api/airdrop', { config, schema: schema({ querystring: airdropsQuery }) }, async (req) =>
    ok(await service.list(deps, req.shop!.id, req.query)),
  );
  r.get('/api/airdrop/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(deps, req.shop!.id, req.params.id)),
  );
  r.get('/api/airdrop/nft/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.nfts(deps, req.shop!.id, req.params.id)),
  );
  r.post('/api/airdrop/cancel/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.cancel(deps, req.shop!, req.user!.id, req.params.id)),
  );
  r.get(
    '/api/airdrop/nft/claim/:id/:x',
    { config, schema: schema({ params: airdropClaimsParams, querystring: pagingQuery }) },
    async (req) =>
      ok(await service.claims(deps, req.shop!.id, req.params.id, req.params.x, req.query)),
  );

  // The storefront's claim page.
  r.get(
    '/api/store/:subdomain/airdrops/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['storefront'],
        headers: visitHeaders,
        params: storeParams.extend({ id: idParam.shape.id }),
      },
    },
    async (req) => {
      const shop = await openStore(app.db, req, req.params.subdomain);
      return ok(await storeAirdrop(deps, shop.id, req.params.id));
    },
  );
}
