import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authHeaders,
  idParam,
  MASK,
  raffleCreateBody,
  raffleIncomeQuery,
  rafflesQuery,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { storeParams } from '../sales/index.ts';
import { openStore, visitHeaders } from '../storefront/index.ts';
import { claimRafflePrize, enterRaffle, viewRaffle } from './raffles-buyer.ts';
import { RAFFLE_CHAIN_JOB, raffleChainHandler } from './raffles-chain.job.ts';
import { raffleIncome } from './raffles-income.ts';
import { raffleHandler } from './raffles.indexer.ts';
import { rafflesService as service } from './raffles.service.ts';
import type { RafflesDeps } from './raffles.types.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['raffles'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.launchpad } as const;
const storeRaffle = storeParams.extend({ id: idParam.shape.id });
const buyerSchema = {
  tags: ['storefront'],
  security: [{ bearer: [] }],
  headers: visitHeaders,
  params: storeRaffle,
};

/** Raffles (issue 21; paths ours, API.md "Launchpad"; mask 128) and the buyer's entry, view and claim. */
export async function rafflesModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: RafflesDeps = {
    db: app.db,
    jobs: app.jobs,
    chain: app.chain,
    publicUrl: app.config.publicUrl,
  };
  app.jobs.register(
    RAFFLE_CHAIN_JOB,
    raffleChainHandler(() => app.chain),
  );
  app.chainIndexer.register(raffleHandler(() => app.chain));

  r.get('/api/raffles', { config, schema: schema({ querystring: rafflesQuery }) }, async (req) =>
    ok(await service.list(deps, req.shop!.id, req.query)),
  );
  r.post('/api/raffles', { config, schema: schema({ body: raffleCreateBody }) }, async (req) =>
    ok(await service.create(deps, req.shop!, req.user!.id, req.body)),
  );
  r.get('/api/raffles/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(deps, req.shop!.id, req.params.id)),
  );
  r.post('/api/raffles/:id/draw', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.draw(deps, req.shop!, req.params.id)),
  );
  r.post('/api/raffles/:id/cancel', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.cancel(deps, req.shop!, req.params.id)),
  );
  // Spec doc 2 §7 names it under Revenue: the revenue mask (8), not the launchpad's.
  r.get(
    '/api/income/raffle',
    {
      config: { access: 'shop', mask: MASK.revenue },
      schema: schema({ tags: ['revenue'], querystring: raffleIncomeQuery }),
    },
    async (req) => ok(await raffleIncome(deps.db, req.shop!.id, deps.publicUrl, req.query)),
  );

  r.get(
    '/api/store/:subdomain/raffles/:id',
    { config: { access: 'public' }, schema: buyerSchema },
    async (req) =>
      ok(
        await viewRaffle(
          deps,
          await openStore(app.db, req, req.params.subdomain),
          req.params.id,
          req.user ?? undefined,
        ),
      ),
  );
  r.post(
    '/api/store/:subdomain/raffles/:id/entries',
    { config: { access: 'user' }, schema: buyerSchema },
    async (req) =>
      ok(
        await enterRaffle(
          deps,
          await openStore(app.db, req, req.params.subdomain),
          req.user!,
          req.params.id,
        ),
      ),
  );
  r.post(
    '/api/store/:subdomain/raffles/:id/claim',
    { config: { access: 'user' }, schema: buyerSchema },
    async (req) =>
      ok(
        await claimRafflePrize(
          deps,
          await openStore(app.db, req, req.params.subdomain),
          req.user!,
          req.params.id,
        ),
      ),
  );
}
