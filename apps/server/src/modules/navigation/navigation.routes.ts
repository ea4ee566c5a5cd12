import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MASK, authHeaders, idParam, navigationBody, navigationsQuery } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { linkTargets } from './navigation-link-targets.ts';
import { navigationService as service } from './navigation.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['navigation'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.navigation } as const;

/** Navigation menus (spec doc 2 §3, §5, §7 "Navigation"; mask 2048). */
export async function navigationModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/navigations',
    { config, schema: schema({ querystring: navigationsQuery }) },
    async (req) => ok(await service.list(app.db, req.shop!.id, req.query)),
  );
  /** The places of the store's site a menu item can link to. */
  r.get('/api/navigation/page/list', { config, schema: schema() }, async (req) =>
    ok(await linkTargets(app.db, req.shop!.id)),
  );
  r.post('/api/navigation', { config, schema: schema({ body: navigationBody }) }, async (req) =>
    ok(await service.create(app.db, req.shop!.id, req.body)),
  );
  r.get('/api/navigation/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(app.db, req.shop!.id, req.params.id)),
  );
  r.put(
    '/api/navigation/:id',
    { config, schema: schema({ params: idParam, body: navigationBody }) },
    async (req) => ok(await service.update(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.delete('/api/navigation/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.remove(app.db, req.shop!.id, req.params.id)),
  );
}
