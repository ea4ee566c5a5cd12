import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidBody, checkoutBody, domainLabel, pagingQuery } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { admitVisitor } from '../storefront/index.ts';
import { buyerOrders, checkout, placeBid } from './sales-buyer.ts';
import type { SalesDeps } from './sales.types.ts';

/** The path of a buyer call: the store's subdomain. */
export const storeParams = z.object({ subdomain: domainLabel });
const store = storeParams;
/** An unpublished store's visitor password, as GET /api/store/{subdomain} takes it. */
export const visitHeaders = z.object({ 'x-store-password': z.string().max(256).optional() });
const schema = <T extends object>(extra: T) => ({
  tags: ['storefront'],
  security: [{ bearer: [] }],
  headers: visitHeaders,
  ...extra,
});
const config = { access: 'user' } as const;

/** The open store of the path, once the buyer may visit it (40012 closed; 40123/40124 its visitor password). */
export async function openStore(db: Db, req: FastifyRequest, subdomain: string) {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.subdomain, subdomain.toLowerCase())));
  if (!shop) throw new AppError('NOT_FOUND');
  if (shop.status === 'closed') throw new AppError('NO_SHOP_SELECTED');
  const password = req.headers['x-store-password'];
  await admitVisitor(db, req, shop, typeof password === 'string' ? password : undefined);
  return shop;
}

/** The buyer's calls under /api/store/{subdomain} (API.md "Storefront (buyer) calls"): signed in, no X-Shop-Id. */
export async function registerBuyerRoutes(app: FastifyInstance, deps: SalesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const openShop = (req: FastifyRequest, subdomain: string) => openStore(app.db, req, subdomain);
  r.post(
    '/api/store/:subdomain/checkout',
    { config, schema: schema({ params: store, body: checkoutBody }) },
    async (req) =>
      ok(await checkout(deps, await openShop(req, req.params.subdomain), req.user!, req.body)),
  );
  r.post(
    '/api/store/:subdomain/bids',
    { config, schema: schema({ params: store, body: bidBody }) },
    async (req) =>
      ok(await placeBid(deps, await openShop(req, req.params.subdomain), req.user!, req.body)),
  );
  r.get(
    '/api/store/:subdomain/orders',
    { config, schema: schema({ params: store, querystring: pagingQuery }) },
    async (req) =>
      ok(
        await buyerOrders(app.db, await openShop(req, req.params.subdomain), req.user!, req.query),
      ),
  );
}
