import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authHeaders,
  collaboratorAcceptBody,
  collaboratorInviteBody,
  collaboratorUpdateBody,
  idParam,
  pagingQuery,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { collaboratorsService as service } from './collaborators.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['collaborators'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
/** spec doc 2 §6: only the owner invites collaborators and removes users. */
const ownerOnly = { access: 'shop', mask: 0, owner: true } as const;

/** Collaborators (spec doc 2 §3, §4, §6, §7 "Collaborators"; doc 1 §6). */
export async function collaboratorsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    planLimits: app.config.planLimits,
  };
  // Every member may read the permission list: the console shows a collaborator their own.
  r.get(
    '/api/permissions',
    { config: { access: 'shop', mask: 0 }, schema: schema() },
    async (req) => ok(service.permissions(requestLanguage(req))),
  );
  r.get(
    '/api/collaborators',
    { config: ownerOnly, schema: schema({ querystring: pagingQuery }) },
    async (req) => ok(await service.list(app.db, req.shop!.id, req.query, deps.planLimits)),
  );
  r.post(
    '/api/collaborators',
    { config: ownerOnly, schema: schema({ body: collaboratorInviteBody }) },
    async (req) =>
      ok(await service.invite(deps, req.shop!, req.user!, req.body, requestLanguage(req))),
  );
  // The invited user accepts from the mailed link; no shop header: they are not a member yet.
  r.post(
    '/api/collaborators/accept',
    { config: { access: 'user' }, schema: schema({ body: collaboratorAcceptBody }) },
    async (req) => ok(await service.accept(app.db, req.user!, req.body.token)),
  );
  r.get(
    '/api/collaborators/:id',
    { config: ownerOnly, schema: schema({ params: idParam }) },
    async (req) => ok(await service.get(app.db, req.shop!.id, req.params.id)),
  );
  r.put(
    '/api/collaborators/:id',
    { config: ownerOnly, schema: schema({ params: idParam, body: collaboratorUpdateBody }) },
    async (req) => ok(await service.update(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.delete(
    '/api/collaborators/:id',
    { config: ownerOnly, schema: schema({ params: idParam }) },
    async (req) => ok(await service.remove(app.db, req.shop!.id, req.params.id)),
  );
}
