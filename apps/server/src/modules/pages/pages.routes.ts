import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MASK, authHeaders, idParam, pageBody, pagesQuery } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { pagesService as service } from './pages.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['pages'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.pages } as const;

/** Pages of the store's site (spec doc 2 §3 Page, §7 "Pages"; mask 1024). */
export async function pagesModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/pages', { config, schema: schema({ querystring: pagesQuery }) }, async (req) =>
    ok(await service.list(app.db, req.shop!.id, req.query)),
  );
  r.post('/api/pages', { config, schema: schema({ body: pageBody }) }, async (req) =>
    ok(await service.create(app.db, req.shop!.id, req.body)),
  );
  r.get('/api/page/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(app.db, req.shop!.id, req.params.id)),
  );
  r.put(
    '/api/page/:id',
    { config, schema: schema({ params: idParam, body: pageBody }) },
    async (req) => ok(await service.update(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.delete('/api/page/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.remove(app.db, req.shop!.id, req.params.id)),
  );
}
