import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authHeaders,
  idParam,
  MASK,
  offerChoiceBody,
  offersQuery,
  saleCreateBody,
  saleHistoryQuery,
  saleBulkBody,
  saleBulkKeyQuery,
  saleBulkTypeParam,
  saleIdsBody,
  BULK_SELL_ORDERS_MAX,
  salesQuery,
} from '@mintfront/domain';
import { waitsForChain } from '../../platform/chain/transactions.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { ok } from '../../platform/http/envelope.ts';
import { registerBuyerRoutes } from './sales-buyer.routes.ts';
import { BULK_SALES_JOB, bulkSalesHandler, bulkStatus, startBulk } from './sales-bulk.ts';
import { checkStatus, importBulk, uploadBulk } from './sales-bulk-file.ts';
import { revealBoxes } from './sales-box.ts';
import { DELIVER_BOX_JOB, deliverBoxHandler } from './sales-box-delivery.job.ts';
import { createSale } from './sales-create.ts';
import { expireCheckouts, expireSales } from './sales-expiry.ts';
import { marketHandler } from './sales-market.indexer.ts';
import { ensureLocalMarket, recordConfiguredMarkets } from './sales-market.ts';
import { stockHandler } from './sales-stock.ts';
import { salesService as service } from './sales.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['sales'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.sellOrders } as const;
/** The largest sell order file taken (an XLSX of BULK_SELL_ORDERS_MAX rows is far smaller). */
const SALE_BULK_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** How often checkouts past their deadline are expired. */
const EXPIRY_MS = 5_000;

/** Sell orders and offers (spec doc 2 §7 "Sales and offers"; mask 4) and the market on each chain. */
export async function salesModule(app: FastifyInstance) {
  await app.register(fastifyMultipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, chain: app.chain };
  // After the NFT module's transfers: a pass records holdings, then sales, then checks stock.
  app.chainIndexer.register(marketHandler);
  app.chainIndexer.register(stockHandler);

  let timer: NodeJS.Timeout | undefined;
  let localMarket = false;
  /** The local chain's market, deployed at start; a chain that cannot be reached then is tried again later. */
  async function ensureMarket() {
    if (localMarket || !app.chain || app.config.chain.marketAddresses?.local) return;
    try {
      await ensureLocalMarket(app.db, app.chain);
      localMarket = true;
    } catch (err) {
      app.log.warn(
        { err: { message: (err as Error).message } },
        'deploying the local market failed; trying again',
      );
    }
  }
  app.addHook('onReady', async () => {
    await recordConfiguredMarkets(app.db, app.config.chain);
    await ensureMarket();
    if (!app.chain) return;
    timer = setInterval(() => {
      ensureMarket()
        .then(() => expireCheckouts(app.db, app.chain))
        .then(() => expireSales(app.db))
        .then(() => revealBoxes(app.db, app.jobs))
        .catch((err) => app.log.warn({ err }, 'expiring checkouts failed'));
    }, EXPIRY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));

  r.get('/api/sales', { config, schema: schema({ querystring: salesQuery }) }, async (req) =>
    ok(await service.list(app.db, req.shop!.id, req.query)),
  );
  r.post('/api/sales', { config, schema: schema({ body: saleCreateBody }) }, async (req) => {
    const row = await createSale(deps, req.shop!, req.user!.id, req.body);
    return ok(await service.get(app.db, req.shop!.id, row.id));
  });
  r.get('/api/sales/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(app.db, req.shop!.id, req.params.id)),
  );
  r.post('/api/sales/cancel/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.cancel(deps, req.shop!, req.user!.id, req.isOwner, [req.params.id])),
  );
  r.post(
    '/api/sales/batch/cancel',
    { config, schema: schema({ body: saleIdsBody }) },
    async (req) =>
      ok(await service.cancel(deps, req.shop!, req.user!.id, req.isOwner, req.body.id)),
  );
  r.get(
    '/api/sales/history/:id',
    { config, schema: schema({ params: idParam, querystring: saleHistoryQuery }) },
    async (req) => ok(await service.history(app.db, req.shop!.id, req.params.id, req.query)),
  );
  r.get('/api/offers', { config, schema: schema({ querystring: offersQuery }) }, async (req) =>
    ok(await service.offers(app.db, req.shop!.id, req.query)),
  );
  r.get(
    '/api/sale/offer/status',
    { config, schema: schema({ querystring: offersQuery }) },
    async (req) => ok(await service.offers(app.db, req.shop!.id, req.query)),
  );
  r.post(
    '/api/sale/offer/choice',
    { config, schema: schema({ body: offerChoiceBody }) },
    async (req) =>
      ok(await service.choose(deps, req.shop!, req.user!.id, req.isOwner, req.body.offer_id)),
  );
  r.get('/api/offer/unread', { config, schema: schema() }, async (req) =>
    ok(await service.unread(app.db, req.shop!.id)),
  );

  app.jobs.register(
    DELIVER_BOX_JOB,
    deliverBoxHandler(() => app.chain),
  );

  // Bulk sell orders (CreateMultipleSellOrders; spec doc 2 §7 "Bulk"): queued, polled by key.
  app.jobs.register(BULK_SALES_JOB, waitsForChain(bulkSalesHandler(() => app.chain)));
  r.post(
    '/api/sale/multiple/nfts/:type',
    { config, schema: schema({ params: saleBulkTypeParam, body: saleBulkBody }) },
    async (req) =>
      ok(
        await startBulk(
          app.db,
          app.jobs,
          req.shop!.id,
          req.user!.id,
          req.params.type,
          req.body,
          app.config.bulkSellOrdersMax ?? BULK_SELL_ORDERS_MAX,
        ),
      ),
  );
  r.get(
    '/api/sale/multiple/nfts/status',
    { config, schema: schema({ querystring: saleBulkKeyQuery }) },
    async (req) => ok(await bulkStatus(app.db, req.shop!.id, req.query.key)),
  );

  // The file variant: upload (checked, nothing created), check/status, import/key, upload/status.
  const bulkMax = () => app.config.bulkSellOrdersMax ?? BULK_SELL_ORDERS_MAX;
  r.post(
    '/api/sale/multiple/nfts/upload/:type',
    {
      config,
      schema: schema({ params: saleBulkTypeParam, consumes: ['multipart/form-data'] }),
    },
    async (req) => {
      if (!req.isMultipart()) throw fieldError('file', 'required');
      const part = await req.file({ limits: { fileSize: SALE_BULK_FILE_MAX_BYTES, files: 1 } });
      if (!part) throw fieldError('file', 'required');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('E18');
        throw err;
      });
      return ok(
        await uploadBulk(app.db, req.shop!.id, req.user!.id, req.params.type, bytes, bulkMax()),
      );
    },
  );
  r.get(
    '/api/sale/multiple/nfts/upload/check/status',
    { config, schema: schema({ querystring: saleBulkKeyQuery }) },
    async (req) => ok(await checkStatus(app.db, req.shop!.id, req.query.key)),
  );
  r.post(
    '/api/sale/multiple/nfts/import/key',
    { config, schema: schema({ body: saleBulkKeyQuery }) },
    async (req) => ok(await importBulk(app.db, app.jobs, req.shop!.id, req.body.key, bulkMax())),
  );
  r.get(
    '/api/sale/multiple/nfts/upload/status',
    { config, schema: schema({ querystring: saleBulkKeyQuery }) },
    async (req) => ok(await bulkStatus(app.db, req.shop!.id, req.query.key)),
  );

  await registerBuyerRoutes(app, deps);
}
