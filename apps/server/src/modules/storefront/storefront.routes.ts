import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainLabel, idParam, storeNftsQuery } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { originOf } from './storefront-origin.ts';
import { registerStorefrontPages } from './storefront-pages.ts';
import { storefrontPreviewModule } from './storefront-preview.ts';
import { visitHeaders } from './storefront-open.ts';
import { admitVisitor } from './storefront-visit.ts';
import { storefrontService as service } from './storefront.service.ts';

const store = z.object({ subdomain: domainLabel });
const storeAndId = store.extend(idParam.shape);
/** An unpublished store's visitor password (or its visit cookie from the password page). */
const schema = <T extends object>(extra: T) => ({
  tags: ['storefront'],
  headers: visitHeaders,
  ...extra,
});
const config = { access: 'public' } as const;

/** The storefront's public calls (docs/API.md "Storefront (buyer) calls") and its pages. */
export async function storefrontModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The open store of the path, once the visitor may see it (40012 closed; 40123/40124 password). */
  async function visit(req: FastifyRequest, subdomain: string) {
    const found = await service.open(app.db, { subdomain }, originOf(req));
    const password = req.headers['x-store-password'];
    await admitVisitor(
      app.db,
      req,
      found.shop,
      typeof password === 'string' ? password : undefined,
    );
    return found;
  }

  r.get('/api/store/:subdomain', { config, schema: schema({ params: store }) }, async (req) => {
    const found = await service.open(app.db, { subdomain: req.params.subdomain }, originOf(req));
    return ok(found.face);
  });
  r.get(
    '/api/store/:subdomain/nfts',
    { config, schema: schema({ params: store, querystring: storeNftsQuery }) },
    async (req) => {
      const found = await visit(req, req.params.subdomain);
      return ok(await service.nfts(app.db, found, req.query, originOf(req)));
    },
  );
  r.get(
    '/api/store/:subdomain/nft/:id',
    { config, schema: schema({ params: storeAndId }) },
    async (req) => {
      const found = await visit(req, req.params.subdomain);
      return ok(await service.nft(app.db, found, req.params.id, originOf(req)));
    },
  );
  r.get(
    '/api/store/:subdomain/collection/:id',
    { config, schema: schema({ params: storeAndId }) },
    async (req) => {
      const found = await visit(req, req.params.subdomain);
      return ok(await service.collection(app.db, found, req.params.id, originOf(req)));
    },
  );

  await storefrontPreviewModule(app);
  await registerStorefrontPages(app);
}
