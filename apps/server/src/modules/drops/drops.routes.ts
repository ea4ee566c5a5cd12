import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  authHeaders,
  dropArtParams,
  dropClaimsParams,
  dropCreateBody,
  dropsQuery,
  idParam,
  pagingQuery,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { dropArtMetadata } from './drops-art.ts';
import { registerClaimRoutes, type AirdropClaim } from './drops-claims.route.ts';
import { expireClaims } from './drops-claims.ts';
import { createDrop } from './drops-create.ts';
import {
  CANCEL_DROP_JOB,
  DEPLOY_DROP_JOB,
  cancelDropHandler,
  deployDropHandler,
} from './drops-deploy.job.ts';
import { enqueueDueReveals } from './drops-reveal-queue.ts';
import { REVEAL_DROP_JOB, revealDropHandler } from './drops-reveal.job.ts';
import { dropsHandler } from './drops.indexer.ts';
import { dropsService as service } from './drops.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['drops'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
// spec doc 2 §6: 128 launchpad and airdrop.
const config = { access: 'shop', mask: MASK.launchpad } as const;
/** How often abandoned claims are expired and drops past their open-box date queued for their reveal. */
const EXPIRY_MS = 10_000;

/** Drops (spec doc 2 §3, §5, §7; issue 21): console calls, the buyer's claim, the mint indexer. */
export async function dropsModule(app: FastifyInstance, opts: { airdropClaim: AirdropClaim }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, chain: app.chain, jobs: app.jobs };
  app.jobs.register(
    DEPLOY_DROP_JOB,
    deployDropHandler(() => app.chain),
  );
  app.jobs.register(
    CANCEL_DROP_JOB,
    cancelDropHandler(() => app.chain),
  );
  app.jobs.register(
    REVEAL_DROP_JOB,
    revealDropHandler(() => app.chain),
  );
  app.chainIndexer.register(dropsHandler);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireClaims(app.db).catch((err) => app.log.warn({ err }, 'expiring drop claims failed'));
      enqueueDueReveals({ ...deps, publicUrl: app.config.publicUrl }).catch((err) =>
        app.log.warn({ err }, 'queuing drop reveals failed'),
      );
    }, EXPIRY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));

  r.post('/api/drop/store', { config, schema: schema({ body: dropCreateBody }) }, async (req) => {
    const row = await createDrop(
      { ...deps, publicUrl: app.config.publicUrl },
      req.shop!,
      req.user!.id,
      req.body,
    );
    return ok(await service.show(app.db, req.shop!.id, row.id));
  });
  r.get('/api/drop', { config, schema: schema({ querystring: dropsQuery }) }, async (req) =>
    ok(await service.list(app.db, req.shop!.id, req.query)),
  );
  r.get('/api/drop/show/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.show(app.db, req.shop!.id, req.params.id)),
  );
  r.post('/api/drop/cancel/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.cancel(deps, req.shop!.id, req.params.id)),
  );
  r.get(
    '/api/drop/nft/:id',
    { config, schema: schema({ params: idParam, querystring: pagingQuery }) },
    async (req) => ok(await service.nfts(app.db, req.shop!.id, req.params.id, req.query)),
  );
  r.get(
    '/api/drop/nft/claim/:id/:x',
    { config, schema: schema({ params: dropClaimsParams, querystring: pagingQuery }) },
    async (req) =>
      ok(await service.claims(app.db, req.shop!.id, req.params.id, req.params.x, req.query)),
  );

  // Public, unwrapped JSON: a revealed drop's tokenURI() points here (baseURI + art number).
  r.get(
    '/api/drop/:id/art/:n',
    { config: { access: 'public' }, schema: { tags: ['tokens'], params: dropArtParams } },
    async (req) =>
      dropArtMetadata({ db: app.db, publicUrl: app.config.publicUrl }, req.params.id, req.params.n),
  );

  await registerClaimRoutes(app, deps, opts.airdropClaim);
}
