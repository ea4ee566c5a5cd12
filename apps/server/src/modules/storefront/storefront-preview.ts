import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MASK, authHeaders, themePreviewBody } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { checkDraft } from '../themes/index.ts';
import { originOf } from './storefront-origin.ts';
import { storeViewOf } from './storefront-view.ts';
import { storefrontService as service } from './storefront.service.ts';

/**
 * POST /api/themes/preview (docs/api.md): the store's page `path` as the theme editor's unsaved
 * config shows it, with the data its sections show; the console pushes it to the storefront in
 * its preview frame (ARCHITECTURE.md "Selling and the storefront"). Published or not, the
 * member sees the page itself, never the password page. Mask 512 (themes).
 */
export async function storefrontPreviewModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/themes/preview',
    {
      config: { access: 'shop', mask: MASK.themes },
      schema: {
        tags: ['themes'],
        security: [{ bearer: [] }],
        headers: authHeaders,
        body: themePreviewBody,
      },
    },
    async (req) => {
      const draft = await checkDraft(app.db, req.shop!.id, req.body);
      const origin = originOf(req);
      const store = await service.find(app.db, { shopId: req.shop!.id }, origin);
      const at = {
        base: `/s/${store.shop.subdomain}`,
        path: req.body.path,
        query: new URLSearchParams(),
        origin,
      };
      return ok(await storeViewOf(app, store, at, { admitted: true }, draft));
    },
  );
}
