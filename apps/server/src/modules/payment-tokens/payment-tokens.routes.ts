import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  authHeaders,
  currenciesQuery,
  currencyBody,
  currencyUpdateBody,
  currencyVerificationQuery,
  idParam,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { paymentTokensService as service } from './payment-tokens.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['currencies'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
// Payment tokens are money settings: the payout mask 32 (docs/decisions.md).
const config = { access: 'shop', mask: MASK.payoutGroup } as const;

/** Payment tokens of the store (spec doc 2 §3 Currency, §4, §5, §7 "Payment tokens"; mask 32). */
export async function paymentTokensModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    chain: app.chain,
    publicUrl: app.config.publicUrl,
    autoApproveLocal: app.config.autoApproveLocalTokens,
  };
  r.get(
    '/api/currencys',
    { config, schema: schema({ querystring: currenciesQuery }) },
    async (req) => ok(await service.list(deps, req.shop!.id, req.query)),
  );
  r.post('/api/currencys', { config, schema: schema({ body: currencyBody }) }, async (req) =>
    ok(await service.create(deps, req.shop!, req.body)),
  );
  // Registered before /:id so that "verification" is not read as an id.
  r.get(
    '/api/currencys/verification/address',
    { config, schema: schema({ querystring: currencyVerificationQuery }) },
    async (req) => ok(await service.verify(deps, req.shop!, req.query.address, req.query.symbol)),
  );
  r.put(
    '/api/currencys/:id',
    { config, schema: schema({ params: idParam, body: currencyUpdateBody }) },
    async (req) => ok(await service.update(deps, req.shop!, req.params.id, req.body)),
  );
}
