import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authHeaders,
  createShopBody,
  shopCloseBody,
  shopIdBody,
  shopOpenBody,
  shopsQuery,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { shopsService } from './shops.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['shops'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});

/** Stores (docs/api.md "Stores"). POST /api/shop/wallet/bind arrives with wallet sign-in. */
export async function shopsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Stores answer at <subdomain>.<host of PUBLIC_URL>.
  const { storeDomain } = app.config;

  r.post(
    '/api/shops',
    { config: { access: 'user' }, schema: schema({ body: createShopBody }) },
    async (req) => ok(await shopsService.create(app.db, req.user!, req.body, storeDomain)),
  );
  r.get(
    '/api/shops',
    { config: { access: 'user' }, schema: schema({ querystring: shopsQuery }) },
    async (req) => ok(await shopsService.list(app.db, req.user!.id, req.query.type, storeDomain)),
  );
  r.post(
    '/api/shop/into',
    { config: { access: 'user' }, schema: schema({ body: shopIdBody }) },
    async (req) =>
      ok(await shopsService.enter(app.db, req.user!.id, req.body.shop_id, storeDomain)),
  );
  r.get('/api/shop/info', { config: { access: 'shop', mask: 0 }, schema: schema() }, async (req) =>
    ok(await shopsService.info(app.db, req.shop!.id, req, storeDomain)),
  );
  r.post(
    '/api/shop/close',
    { config: { access: 'shop', mask: 0, owner: true }, schema: schema({ body: shopCloseBody }) },
    async (req) =>
      ok(await shopsService.close(app.db, req.user!, req.shop!.id, req.body.password, storeDomain)),
  );
  // A closed store is re-opened by id: it cannot be the selected shop (docs/api.md "Access").
  r.put(
    '/api/shop/open',
    { config: { access: 'user' }, schema: schema({ body: shopOpenBody }) },
    async (req) =>
      ok(
        await shopsService.reopen(
          app.db,
          req.user!,
          req.body.shop_id,
          req.body.password,
          storeDomain,
        ),
      ),
  );
}
