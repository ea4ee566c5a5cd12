import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  authHeaders,
  collectionsQuery,
  createCollectionBody,
  idParam,
  importCollectionBody,
  updateCollectionBody,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { DEPLOY_COLLECTION_JOB, deployCollectionHandler } from './collections-deploy.job.ts';
import { contractMetadata } from './collections-metadata.ts';
import { collectionsService } from './collections.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['collections'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
// spec doc 1 §6: 2 collection view, 256 collection create/change.
const view = { access: 'shop', mask: MASK.collectionView } as const;
const change = { access: 'shop', mask: MASK.collectionChange } as const;

/** Collections (spec doc 1 §3, §7): created ones are deployed by the `collection.deploy` job. */
export async function collectionsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, jobs: app.jobs, chain: app.chain, publicUrl: app.config.publicUrl };
  app.jobs.register(
    DEPLOY_COLLECTION_JOB,
    deployCollectionHandler(() => app.chain),
  );

  r.get(
    '/api/contracts',
    { config: view, schema: schema({ querystring: collectionsQuery }) },
    async (req) => ok(await collectionsService.list(deps, req.shop!.id, req.query)),
  );
  r.post(
    '/api/contracts',
    { config: change, schema: schema({ body: createCollectionBody }) },
    async (req) => ok(await collectionsService.create(deps, req.shop!, req.user!.id, req.body)),
  );
  r.post(
    '/api/contracts/import',
    { config: change, schema: schema({ body: importCollectionBody }) },
    async (req) => ok(await collectionsService.import(deps, req.shop!, req.user!.id, req.body)),
  );
  r.get('/api/contracts/:id', { config: view, schema: schema({ params: idParam }) }, async (req) =>
    ok(await collectionsService.get(deps, req.shop!.id, req.params.id)),
  );
  r.put(
    '/api/contracts/:id',
    { config: change, schema: schema({ params: idParam, body: updateCollectionBody }) },
    async (req) => ok(await collectionsService.update(deps, req.shop!.id, req.params.id, req.body)),
  );
  r.get(
    '/api/contract/status/:id',
    { config: view, schema: schema({ params: idParam }) },
    async (req) => ok(await collectionsService.status(app.db, req.shop!.id, req.params.id)),
  );
  // Public, unwrapped JSON: marketplaces read it from the contract's contractURI().
  r.get(
    '/api/contract-metadata/:id',
    { config: { access: 'public' }, schema: { tags: ['collections'], params: idParam } },
    async (req) => contractMetadata(app.db, app.config.publicUrl, req.params.id),
  );
}
