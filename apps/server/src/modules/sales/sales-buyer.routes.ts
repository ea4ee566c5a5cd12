import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidBody, checkoutBody, domainLabel, pagingQuery, recordId } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { openStore, visitHeaders } from '../storefront/index.ts';
import { placeBid } from './sales-buyer-bids.ts';
import { cancelCheckout, checkout } from './sales-buyer-checkout.ts';
import { buyerOrders } from './sales-buyer-orders.ts';
import type { SalesDeps } from './sales.types.ts';

/** The path of a buyer call: the store's subdomain. */
export const storeParams = z.object({ subdomain: domainLabel });
const store = storeParams;
const storeOrder = store.extend({ order_id: recordId(z.coerce.number({ error: 'number' })) });
const schema = <T extends object>(extra: T) => ({
  tags: ['storefront'],
  security: [{ bearer: [] }],
  headers: visitHeaders,
  ...extra,
});
const config = { access: 'user' } as const;

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
    '/api/store/:subdomain/checkout/:order_id/cancel',
    { config, schema: schema({ params: storeOrder }) },
    async (req) =>
      ok(
        await cancelCheckout(
          app.db,
          await openShop(req, req.params.subdomain),
          req.user!,
          req.params.order_id,
        ),
      ),
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
