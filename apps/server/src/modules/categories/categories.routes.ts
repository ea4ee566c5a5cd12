import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authHeaders,
  categoriesQuery,
  categoryCreateBody,
  categoryUpdateBody,
  classificationDefaultSetBody,
  idParam,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { categoriesService } from './categories.service.ts';
import { categoryDefaultsService } from './categories-defaults.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['classifications'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});

/** The onboarding category choice (spec doc 1 §2) and the shop's own categories (Settings/category). */
export async function categoriesModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/classification/default',
    { config: { access: 'shop', mask: 0 }, schema: schema() },
    async (req) =>
      ok(await categoryDefaultsService.defaults(app.db, req.shop!.id, requestLanguage(req))),
  );
  r.post(
    '/api/classification/default/set',
    {
      config: { access: 'shop', mask: 0, owner: true },
      schema: schema({ body: classificationDefaultSetBody }),
    },
    async (req) =>
      ok(
        await categoryDefaultsService.setDefaults(
          app.db,
          req.shop!.id,
          req.body.classification_ids,
          requestLanguage(req),
        ),
      ),
  );

  // Every member reads the categories (NFT forms pick from them); only the owner changes them,
  // as with the onboarding choice: no collaborator permission of spec §6 covers store settings.
  const deps = { db: app.db, publicUrl: app.config.publicUrl };
  r.get(
    '/api/classifications',
    { config: { access: 'shop', mask: 0 }, schema: schema({ querystring: categoriesQuery }) },
    async (req) => ok(await categoriesService.list(deps, req.shop!.id, req.query)),
  );
  r.post(
    '/api/classifications',
    {
      config: { access: 'shop', mask: 0, owner: true },
      schema: schema({ body: categoryCreateBody }),
    },
    async (req) => ok(await categoriesService.create(deps, req.shop!.id, req.body)),
  );
  r.put(
    '/api/classifications/:id',
    {
      config: { access: 'shop', mask: 0, owner: true },
      schema: schema({ params: idParam, body: categoryUpdateBody }),
    },
    async (req) => ok(await categoriesService.update(deps, req.shop!.id, req.params.id, req.body)),
  );
  r.get('/api/filters', { config: { access: 'shop', mask: 0 }, schema: schema() }, async (req) =>
    ok(await categoriesService.filters(app.db, req.shop!.id, requestLanguage(req))),
  );
}
