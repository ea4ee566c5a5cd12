import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  authHeaders,
  idParam,
  themeColorBody,
  themeCreateBody,
  themeGlobalConfig,
  themeLayoutBody,
  themeSectionConfigBody,
  themeStoreBody,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { linkTargets } from '../navigation/index.ts';
import { backfillDefaultThemes, themesService as service } from './themes.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['themes'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.themes } as const;
const part = (name: string) => `/api/themes/themeConfig/${name}/:id`;

/** Themes of the store's site (spec doc 2 §3 Theme, §4, §7 "Theme"; API.md "Appearance"; mask 512). */
export async function themesModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Stores made before themes existed get their default theme once, not on a visitor's page read.
  app.addHook('onReady', async () => backfillDefaultThemes(app.db));
  r.get('/api/themes', { config, schema: schema() }, async (req) =>
    ok(await service.list(app.db, req.shop!)),
  );
  r.post('/api/themes', { config, schema: schema({ body: themeCreateBody }) }, async (req) =>
    ok(await service.create(app.db, req.shop!, req.body)),
  );
  r.delete('/api/themes/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.remove(app.db, req.shop!.id, req.params.id)),
  );
  r.get(
    '/api/themes/themeConfig/:id',
    { config, schema: schema({ params: idParam }) },
    async (req) => ok(await service.config(app.db, req.shop!.id, req.params.id)),
  );
  r.put(
    part('layout'),
    { config, schema: schema({ params: idParam, body: themeLayoutBody }) },
    async (req) => ok(await service.putLayout(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.put(
    part('sectionConfig'),
    { config, schema: schema({ params: idParam, body: themeSectionConfigBody }) },
    async (req) =>
      ok(await service.putSectionConfig(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.put(
    part('globalConfig'),
    { config, schema: schema({ params: idParam, body: themeGlobalConfig }) },
    async (req) => ok(await service.putGlobalConfig(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.put(
    part('themeColor'),
    { config, schema: schema({ params: idParam, body: themeColorBody }) },
    async (req) => ok(await service.putThemeColor(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.put(
    part('store'),
    { config, schema: schema({ params: idParam, body: themeStoreBody }) },
    async (req) => ok(await service.putStore(app.db, req.shop!.id, req.params.id, req.body)),
  );
  /** The places of the store's site a section's link can point to. */
  r.get('/api/theme/page/list', { config, schema: schema() }, async (req) =>
    ok(await linkTargets(app.db, req.shop!.id)),
  );
}
