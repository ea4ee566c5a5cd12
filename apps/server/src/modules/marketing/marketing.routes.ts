import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MASK, analyticsBody, authHeaders, seoBody } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { marketingService as service } from './marketing.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['marketing'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.marketingSeo } as const;
const analyticsConfig = { access: 'shop', mask: MASK.marketingAnalytics } as const;

/**
 * The store's SEO settings (spec doc 2 §7 "Marketing"; mask 16384), which the storefront's head
 * shows, and its analytics tracking ID (mask 32768).
 */
export async function marketingModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/marketing/common/seo', { config, schema: schema() }, async (req) =>
    ok(await service.seo(app.db, req.shop!.id, app.config.publicUrl)),
  );
  r.put('/api/marketing/common/seo', { config, schema: schema({ body: seoBody }) }, async (req) =>
    ok(await service.updateSeo(app.db, req.shop!.id, req.body, app.config.publicUrl)),
  );
  r.get(
    '/api/marketing/common/analytics',
    { config: analyticsConfig, schema: schema() },
    async (req) => ok(await service.analytics(app.db, req.shop!.id)),
  );
  r.put(
    '/api/marketing/common/analytics',
    { config: analyticsConfig, schema: schema({ body: analyticsBody }) },
    async (req) => ok(await service.updateAnalytics(app.db, req.shop!.id, req.body)),
  );
}
