import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MASK, authHeaders, discountBody, discountsQuery, idParam } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { discountsService as service } from './discounts.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['discounts'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.discounts } as const;

/** Discount codes (spec doc 2 §3, §4, §5, §7 "Discounts"; mask 16). */
export async function discountsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/discounts',
    { config, schema: schema({ querystring: discountsQuery }) },
    async (req) => ok(await service.list(app.db, req.shop!.id, req.query)),
  );
  r.post('/api/discounts', { config, schema: schema({ body: discountBody }) }, async (req) =>
    ok(await service.create(app.db, req.shop!.id, req.body)),
  );
  r.get('/api/discounts/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(app.db, req.shop!.id, req.params.id)),
  );
  r.put(
    '/api/discounts/:id',
    { config, schema: schema({ params: idParam, body: discountBody }) },
    async (req) => ok(await service.update(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.delete('/api/discounts/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.remove(app.db, req.shop!.id, req.params.id)),
  );
}
