import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  authHeaders,
  createNftBody,
  idParam,
  importNftsBody,
  nftIdsBody,
  nftRefuseBody,
  nftsQuery,
  pagingQuery,
  updateNftBody,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { RequestValidationError } from '../../platform/http/validation.ts';
import { uploadDepsOf } from '../uploads/uploads.routes.ts';
import { importAnswer, importNfts } from './nfts-import.ts';
import { tokenMetadata } from './nfts-metadata.ts';
import { MINT_BATCH_JOB, mintBatchHandler } from './nfts-mint-batch.job.ts';
import { MINT_NFT_JOB, mintNftHandler } from './nfts-mint.job.ts';
import { nftsOnchainService } from './nfts-onchain.service.ts';
import { importedTransfersHandler } from './nfts-imported-transfers.indexer.ts';
import { nftTransfersHandler } from './nfts-transfers.indexer.ts';
import { nftsService } from './nfts.service.ts';
import type { Viewer } from './nfts.types.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['tokens'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
// spec doc 1 §6: mask 1 NFT pages. Approval is the owner's (E119 for a collaborator).
const nft = { access: 'shop', mask: MASK.nft } as const;
const historyBody = pagingQuery.extend({ id: idParam.shape.id });

const viewer = (req: FastifyRequest): Viewer => ({
  shop: req.shop!,
  userId: req.user!.id,
  isOwner: req.isOwner,
});

/** A royalty above 50 % answers E19 (spec doc 1 §5, §8); every other bad field 40001. */
function rejectInvalid(req: FastifyRequest) {
  const err = req.validationError;
  if (!err) return;
  if (
    err instanceof RequestValidationError &&
    err.issues.some((i) => i.path[0] === 'royalties' && i.message === 'royaltyMax')
  )
    throw new AppError('E19');
  throw err;
}

/** NFTs (spec doc 1 §3, §4, §7): created ones are minted by the `nft.mint` job. */
export async function nftsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    jobs: app.jobs,
    chain: app.chain,
    publicUrl: app.config.publicUrl,
    log: app.log.child({ area: 'tokens' }),
    indexer: app.chainIndexer,
  };
  app.jobs.register(
    MINT_NFT_JOB,
    mintNftHandler(() => app.chain),
  );
  // Bulk creations mint many NFTs a transaction (docs/decisions.md "NFT bulk creation").
  app.jobs.register(
    MINT_BATCH_JOB,
    mintBatchHandler(() => app.chain),
  );
  // Owners and transfers are answered from the events the chain indexer records (docs/decisions.md "Chain indexer").
  app.chainIndexer.register(nftTransfersHandler);
  app.chainIndexer.register(importedTransfersHandler);

  r.get('/api/tokens', { config: nft, schema: schema({ querystring: nftsQuery }) }, async (req) =>
    ok(await nftsService.list(deps, req.shop!.id, req.query)),
  );
  // Tokens that exist on chain in an imported collection (docs/api.md "Importing NFTs").
  const importDeps = { ...deps, uploads: uploadDepsOf(app) };
  r.post(
    '/api/tokens/import',
    { config: nft, schema: schema({ body: importNftsBody }) },
    async (req) =>
      ok(importAnswer(await importNfts(importDeps, viewer(req), req.body), requestLanguage(req))),
  );
  r.post(
    '/api/tokens',
    { config: nft, attachValidation: true, schema: schema({ body: createNftBody }) },
    async (req) => {
      rejectInvalid(req);
      return ok(await nftsService.create(deps, viewer(req), req.body));
    },
  );
  r.put(
    '/api/tokens/batch/destroy',
    { config: nft, schema: schema({ body: nftIdsBody }) },
    async (req) => ok(await nftsService.destroy(deps, viewer(req), req.body.ids)),
  );
  r.put(
    '/api/tokens/batch/examine/agree',
    { config: nft, schema: schema({ body: nftIdsBody }) },
    async (req) => ok(await nftsService.approve(deps, viewer(req), req.body.ids)),
  );
  r.put(
    '/api/tokens/batch/examine/refuse',
    { config: nft, schema: schema({ body: nftRefuseBody }) },
    async (req) => ok(await nftsService.refuse(deps, viewer(req), req.body.ids, req.body.reason)),
  );
  r.get('/api/tokens/:id', { config: nft, schema: schema({ params: idParam }) }, async (req) =>
    ok(await nftsService.get(deps, viewer(req), req.params.id)),
  );
  r.put(
    '/api/tokens/:id',
    {
      config: nft,
      attachValidation: true,
      schema: schema({ params: idParam, body: updateNftBody }),
    },
    async (req) => {
      rejectInvalid(req);
      return ok(await nftsService.update(deps, viewer(req), req.params.id, req.body));
    },
  );
  r.delete('/api/tokens/:id', { config: nft, schema: schema({ params: idParam }) }, async (req) =>
    ok(await nftsService.destroy(deps, viewer(req), [req.params.id])),
  );
  r.get(
    '/api/token/owner/:id',
    { config: nft, schema: schema({ params: idParam, querystring: pagingQuery }) },
    async (req) =>
      ok(
        await nftsOnchainService.owners(
          deps,
          viewer(req),
          req.params.id,
          req.query.page,
          req.query.limit,
        ),
      ),
  );
  r.post(
    '/api/nft/minted/history',
    { config: nft, schema: schema({ body: historyBody }) },
    async (req) =>
      ok(
        await nftsOnchainService.mintHistory(
          deps,
          viewer(req),
          req.body.id,
          req.body.page,
          req.body.limit,
        ),
      ),
  );
  r.get(
    '/api/secondary/:id',
    { config: nft, schema: schema({ params: idParam, querystring: pagingQuery }) },
    async (req) =>
      ok(
        await nftsOnchainService.secondary(
          deps,
          viewer(req),
          req.params.id,
          req.query.page,
          req.query.limit,
        ),
      ),
  );
  // Public, unwrapped JSON: wallets and marketplaces read it from the contract's tokenURI().
  r.get(
    '/api/token-metadata/:id',
    { config: { access: 'public' }, schema: { tags: ['tokens'], params: idParam } },
    async (req) => tokenMetadata(deps, req.params.id),
  );
}
