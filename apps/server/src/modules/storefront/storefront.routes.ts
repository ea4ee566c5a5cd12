import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainLabel, idParam, storeNftsQuery } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { originOf } from './storefront-origin.ts';
import { registerStorefrontPages } from './storefront-pages.ts';
import { storefrontService as service } from './storefront.service.ts';

const store = z.object({ subdomain: domainLabel });
const storeAndId = store.extend(idParam.shape);
const schema = <T extends object>(extra: T) => ({ tags: ['storefront'], ...extra });
const config = { access: 'public' } as const;

/** The storefront's public calls (docs/API.md "Storefront (buyer) calls") and its pages. */
export async function storefrontModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = (req: FastifyRequest, subdomain: string) =>
    service.open(app.db, subdomain, originOf(req));

  r.get('/api/store/:subdomain', { config, schema: schema({ params: store }) }, async (req) =>
    ok((await open(req, req.params.subdomain)).face),
  );
  r.get(
    '/api/store/:subdomain/nfts',
    { config, schema: schema({ params: store, querystring: storeNftsQuery }) },
    async (req) => {
      const shop = await open(req, req.params.subdomain);
      return ok(await service.nfts(app.db, shop, req.query, originOf(req)));
    },
  );
  r.get(
    '/api/store/:subdomain/nft/:id',
    { config, schema: schema({ params: storeAndId }) },
    async (req) => {
      const shop = await open(req, req.params.subdomain);
      return ok(await service.nft(app.db, shop, req.params.id, originOf(req)));
    },
  );
  r.get(
    '/api/store/:subdomain/collection/:id',
    { config, schema: schema({ params: storeAndId }) },
    async (req) => {
      const shop = await open(req, req.params.subdomain);
      return ok(await service.collection(app.db, shop, req.params.id, originOf(req)));
    },
  );

  await registerStorefrontPages(app);
}
