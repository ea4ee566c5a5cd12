import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  WHITELIST_FILE_MAX_BYTES,
  authHeaders,
  idParam,
  whitelistBody,
  whitelistsQuery,
} from '@mintfront/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { whitelistsService as service } from './whitelists.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['whitelists'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.whitelist } as const;

/** Whitelists (spec doc 2 §3, §5, §7 "Whitelists"; mask 64). Multipart is registered here only. */
export async function whitelistsModule(app: FastifyInstance) {
  await app.register(fastifyMultipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/whites', { config, schema: schema({ querystring: whitelistsQuery }) }, async (req) =>
    ok(await service.list(app.db, req.shop!.id, req.query)),
  );
  r.post('/api/whites', { config, schema: schema({ body: whitelistBody }) }, async (req) =>
    ok(await service.create(app.db, req.shop!.id, req.body)),
  );
  r.get('/api/whites/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.get(app.db, req.shop!.id, req.params.id)),
  );
  r.put(
    '/api/whites/:id',
    { config, schema: schema({ params: idParam, body: whitelistBody }) },
    async (req) => ok(await service.update(app.db, req.shop!.id, req.params.id, req.body)),
  );
  r.delete('/api/whites/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.remove(app.db, req.shop!.id, req.params.id)),
  );
  r.post(
    '/api/whites/upload',
    { config, schema: schema({ consumes: ['multipart/form-data'] }) },
    async (req) => {
      if (!req.isMultipart()) throw fieldError('file', 'required');
      const part = await req.file({ limits: { fileSize: WHITELIST_FILE_MAX_BYTES, files: 1 } });
      if (!part) throw fieldError('file', 'required');
      const file = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('E18');
        throw err;
      });
      return ok(service.upload(file));
    },
  );
}
