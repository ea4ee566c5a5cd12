import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CHUNK_SIZE,
  ERRORS,
  authHeaders,
  errorText,
  MAX_CHUNKS,
  mayUpload,
  parseIndexName,
  uploadCheckBody,
  uploadChunkFields,
  uploadChunksQuery,
  uploadFileFields,
  uploadMergeBody,
  type MediaKind,
} from '@mintfront/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { parseRange } from '../../platform/http/byte-range.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import {
  type RequestValidationError,
  zodValidatorCompiler,
} from '../../platform/http/validation.ts';
import { StorageNotFoundError } from '../../platform/storage/storage.ts';
import { readMultipart } from './uploads-multipart.ts';
import { FILES_PREFIX, uploadsService, type UploadDeps } from './uploads.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LARGEST_FILE = MAX_CHUNKS * CHUNK_SIZE;
// A stored original, its thumbnail or its display copy; anything else is not a file of ours.
const SERVED_KEY =
  /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}(\.thumb\.webp|\.display\.webp|\.[a-z0-9]{1,8})$/;

const schema = <T extends object = object>(extra: T = {} as T) =>
  ({
    tags: ['uploads'],
    security: [{ bearer: [] }],
    headers: authHeaders,
    ...extra,
  }) satisfies FastifySchema;

/** Parses multipart text fields with a domain schema, failing like any other request (40001). */
function parseFields<S extends z.ZodType>(
  fieldsSchema: S,
  fields: Record<string, string>,
): z.infer<S> {
  const validate = zodValidatorCompiler({
    schema: fieldsSchema,
    httpPart: 'body',
    method: 'POST',
    url: '',
  });
  const result = validate(fields) as { value?: z.infer<S>; error?: RequestValidationError };
  if (result.error) throw result.error;
  return result.value as z.infer<S>;
}

function notFound(reply: FastifyReply, lang: 'en' | 'zh') {
  return reply.code(404).send({
    statusCode: ERRORS.NOT_FOUND.code,
    statusDesc: errorText('NOT_FOUND', lang),
    data: {},
  });
}

/** The app's storage and chunk store: other modules that store files (NFT imports) use the same. */
export function uploadDepsOf(app: FastifyInstance): UploadDeps {
  return { db: app.db, storage: app.storage, chunks: app.chunks, publicUrl: app.config.publicUrl };
}

/**
 * The upload pipeline of spec doc 1 §7 (paths chosen in docs/api.md "Uploads") and the files
 * it stores. Multipart parsing is registered in this module only.
 */
export async function uploadsModule(app: FastifyInstance) {
  const deps = uploadDepsOf(app);
  const { storage, chunks } = deps;
  await app.register(fastifyMultipart);
  // Files of forms that sent them before their fields; what a killed server left there is removed.
  const spoolDir = join(app.config.dataDir, 'spool');
  await rm(spoolDir, { recursive: true, force: true });

  // Abandoned chunks (no chunk written for a day) are removed once a day, and soon after start.
  const cleanup = () => {
    chunks
      .cleanupAbandoned(DAY_MS)
      .catch((err: unknown) => app.log.warn({ err }, 'chunk cleanup failed'));
  };
  const first = setTimeout(cleanup, 60_000).unref();
  const daily = setInterval(cleanup, DAY_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const who = (req: { shop: { id: number } | null; user: { id: number } | null }) => ({
    shopId: req.shop!.id,
    userId: req.user!.id,
  });
  const shopRoute = { access: 'shop', mask: 0 } as const;
  // Any member may upload, but a file of a kind only with the permission of the area that uses it.
  const checkKind = (req: { allows: number; isOwner: boolean }, kind: MediaKind | undefined) => {
    if (kind && !mayUpload(kind, req)) throw new AppError('FORBIDDEN');
  };

  r.post(
    '/api/upload/chunk',
    { config: shopRoute, schema: schema({ consumes: ['multipart/form-data'] }) },
    async (req) =>
      ok(
        await readMultipart(
          req,
          { fileSize: CHUNK_SIZE + 1, spoolDir },
          (f) => 'index_name' in f,
          async (fields, file) => {
            const { index_name, kind } = parseFields(uploadChunkFields, fields);
            const { uploadId, index } = parseIndexName(index_name)!;
            checkKind(req, kind);
            return uploadsService.putChunk(deps, who(req), uploadId, index, file.body, kind);
          },
        ),
      ),
  );

  r.get(
    '/api/upload/chunks',
    { config: shopRoute, schema: schema({ querystring: uploadChunksQuery }) },
    async (req) => ok(await uploadsService.listChunks(deps, who(req), req.query.upload_id)),
  );

  r.delete(
    '/api/upload/chunks',
    { config: shopRoute, schema: schema({ querystring: uploadChunksQuery }) },
    async (req) => ok(await uploadsService.discard(deps, who(req), req.query.upload_id)),
  );

  r.post(
    '/api/upload/merge',
    { config: shopRoute, schema: schema({ body: uploadMergeBody }) },
    async (req) => {
      if (!mayUpload(req.body.kind, req)) {
        // Refused uploads leave nothing behind.
        await uploadsService.discard(deps, who(req), req.body.upload_id);
        throw new AppError('FORBIDDEN');
      }
      return ok(await uploadsService.merge(deps, who(req), req.body));
    },
  );

  r.post(
    '/api/upload/check',
    { config: shopRoute, schema: schema({ body: uploadCheckBody }) },
    async (req) => ok(await uploadsService.check(deps, who(req), req.body.path)),
  );

  // `kind` comes as a form field before `file` (or as ?kind=); /full answers the whole record.
  for (const [path, full] of [
    ['/api/upload/file', false],
    ['/api/upload/file/full', true],
  ] as const) {
    r.post(
      path,
      { config: shopRoute, schema: schema({ consumes: ['multipart/form-data'] }) },
      async (req) => {
        const query = req.query as Record<string, string | undefined>;
        const stored = await readMultipart(
          req,
          { fileSize: LARGEST_FILE + 1, spoolDir },
          (f) => 'kind' in f || query.kind !== undefined,
          async (fields, file) => {
            const { kind, filename } = parseFields(uploadFileFields, {
              kind: query.kind ?? '',
              ...fields,
              filename: file.fileName,
            });
            checkKind(req, kind);
            return uploadsService.uploadWhole(deps, who(req), kind, file.body, filename || null);
          },
        );
        return ok(full ? stored : { path: stored.path, url: stored.url });
      },
    );
  }

  // Public: files are named by their SHA-256 and shown in storefronts and <img> tags, which send
  // no session. Never rendered as a page: nosniff, a sandboxing CSP, the stored content type.
  // One byte range is served (206) so video and audio can seek; a key's bytes never change, so
  // If-Range needs no check.
  r.get(
    `${FILES_PREFIX}*`,
    { config: { access: 'public' }, schema: { tags: ['uploads'] } },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const lang = requestLanguage(req);
      if (!SERVED_KEY.test(key)) return notFound(reply, lang);
      const head = await storage.head(key);
      if (!head) return notFound(reply, lang);
      const safeInline = /^(image|video|audio|model)\//.test(head.contentType);
      reply
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable');
      const asked = parseRange(req.headers.range, head.size);
      if (asked.kind === 'unsatisfiable')
        return reply.code(416).header('content-range', `bytes */${head.size}`).send();
      const range = asked.kind === 'range' ? asked.range : undefined;
      let body;
      try {
        body = await storage.get(key, range);
      } catch (error) {
        if (error instanceof StorageNotFoundError) return notFound(reply, lang);
        throw error;
      }
      if (range)
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${head.size}`);
      return reply
        .header('content-type', head.contentType)
        .header('content-length', range ? range.end - range.start + 1 : head.size)
        .header('content-disposition', safeInline ? 'inline' : 'attachment')
        .send(body);
    },
  );
}
