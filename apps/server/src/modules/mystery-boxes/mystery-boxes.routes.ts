import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BOX_CONTENTS_MAX,
  MASK,
  authHeaders,
  boxAvailabilityQuery,
  boxContentsQuery,
  boxMintedQuery,
  createBoxBody,
} from '@mintfront/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { throwValidation } from '../../platform/http/validation.ts';
import { registerNftHolder, type Viewer } from '../nfts/index.ts';
import { mysteryBoxesRepo } from './mystery-boxes.repo.ts';
import { BOX_NFT_FK } from './mystery-boxes.tables.ts';
import { mysteryBoxesService } from './mystery-boxes.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['mystery-boxes'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
// spec doc 1 §6: boxes are NFT pages, mask 1.
const nft = { access: 'shop', mask: MASK.nft } as const;

const viewer = (req: FastifyRequest): Viewer => ({
  shop: req.shop!,
  userId: req.user!.id,
  isOwner: req.isOwner,
});

/** spec doc 1 §5, §8: royalty above 50 is E19, no series row E104, too many rows E118; other bad fields 40001. */
const CATALOGUE = {
  royaltyMax: () => new AppError('E19'),
  boxEmpty: () => new AppError('E104'),
  boxTooMany: () => new AppError('E118', { max: BOX_CONTENTS_MAX }, { max: BOX_CONTENTS_MAX }),
};

/** Mystery boxes (spec doc 1 §7): POST /api/boxes, GET /api/boxe/contents (spelled so), GET /api/sale/box/minted. */
export async function mysteryBoxesModule(app: FastifyInstance) {
  // Copies put in a box keep their NFT from being deleted until the box itself is deleted.
  registerNftHolder('mystery-boxes', {
    error: 'NFT_IN_BOX',
    foreignKey: BOX_NFT_FK,
    firstHeld: mysteryBoxesRepo.firstHeld,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, jobs: app.jobs, chain: app.chain, publicUrl: app.config.publicUrl };

  r.post(
    '/api/boxes',
    { config: nft, attachValidation: true, schema: schema({ body: createBoxBody }) },
    async (req) => {
      throwValidation(req.validationError, CATALOGUE);
      return ok(await mysteryBoxesService.create(deps, viewer(req), req.body));
    },
  );
  r.get(
    '/api/boxe/contents',
    { config: nft, schema: schema({ querystring: boxContentsQuery }) },
    async (req) => ok(await mysteryBoxesService.contents(deps, viewer(req), req.query)),
  );
  r.get(
    '/api/sale/box/minted',
    { config: nft, schema: schema({ querystring: boxMintedQuery }) },
    async (req) => ok(await mysteryBoxesService.minted(deps, viewer(req), req.query.id)),
  );
  r.get(
    '/api/boxes/availability',
    { config: nft, schema: schema({ querystring: boxAvailabilityQuery }) },
    async (req) => ok(await mysteryBoxesService.availability(deps, viewer(req), req.query.ids)),
  );
}
