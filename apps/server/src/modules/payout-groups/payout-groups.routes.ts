import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  authHeaders,
  idParam,
  payoutDefaultBody,
  payoutGroupBody,
  payoutGroupsQuery,
  payoutWalletBody,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { payoutGroupsService as service } from './payout-groups.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['payout-groups'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.payoutGroup } as const;

/** Payout groups and the store's payout wallet (spec doc 2 §3, §5, §7 "Payout"; mask 32). */
export async function payoutGroupsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/payment/groups',
    { config, schema: schema({ querystring: payoutGroupsQuery }) },
    async (req) => ok(await service.list(app.db, req.shop!.id, req.query)),
  );
  r.post(
    '/api/payment/groups',
    { config, schema: schema({ body: payoutGroupBody }) },
    async (req) => ok(await service.create(app.db, req.shop!.id, req.body)),
  );
  // Registered before /:id so that "default" is not read as an id.
  r.get('/api/payment/groups/default/wallet', { config, schema: schema() }, async (req) =>
    ok(await service.getDefault(app.db, req.shop!.id)),
  );
  r.put(
    '/api/payment/groups/default/wallet',
    { config, schema: schema({ body: payoutDefaultBody }) },
    async (req) => ok(await service.setDefault(app.db, req.shop!.id, req.body.payment_id)),
  );
  r.get('/api/payment/groups/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(app.db, req.shop!.id, req.params.id)),
  );
  r.put(
    '/api/payment/groups/:id',
    { config, schema: schema({ params: idParam, body: payoutGroupBody }) },
    async (req) => ok(await service.update(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.delete(
    '/api/payment/groups/:id',
    { config, schema: schema({ params: idParam }) },
    async (req) => ok(await service.remove(app.db, req.shop!.id, req.params.id)),
  );
  r.post('/api/bind/wallet', { config, schema: schema({ body: payoutWalletBody }) }, async (req) =>
    ok(await service.bindWallet(app.db, req.shop!.id, req.body.address)),
  );
}
