import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MASK,
  NFT_BULK_FILES_MAX,
  authHeaders,
  nftBulkConfirmBody,
  nftBulkCreateFields,
  nftBulkErrorsQuery,
  nftBulkIdQuery,
  nftBulkScheduleQuery,
} from '@mintfront/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { parseRequestPart, throwValidation } from '../../platform/http/validation.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx/xlsx-writer.ts';
import { CREATE_BULK_JOB, createBulkHandler } from './nft-bulk-create.job.ts';
import { readBulkForm } from './nft-bulk-form.ts';
import { VERIFY_BULK_JOB, verifyBulkHandler } from './nft-bulk-verify.job.ts';
import {
  nftBulkService as service,
  type BulkViewer,
  type NftBulkDeps,
} from './nft-bulk.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['nft-bulk'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
// spec doc 1 §6: /multiple is an NFT page, mask 1.
const nft = { access: 'shop', mask: MASK.nft } as const;

const viewer = (req: FastifyRequest): BulkViewer => ({
  shop: req.shop!,
  userId: req.user!.id,
  isOwner: req.isOwner,
  lang: requestLanguage(req),
});

/** A workbook written whole (the template) or as it is read (the report, xlsx-stream-writer.ts). */
function sendXlsx(
  reply: FastifyReply,
  body: Uint8Array | AsyncIterable<Uint8Array>,
  fileName: string,
) {
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  return reply.send(body instanceof Uint8Array ? Buffer.from(body) : Readable.from(body));
}

/** Bulk NFT creation (spec doc 1 §4, §5, §7; payloads in docs/api.md "NFT bulk creation"). Multipart is registered here only. */
export async function nftBulkModule(app: FastifyInstance) {
  await app.register(fastifyMultipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: NftBulkDeps = { db: app.db, jobs: app.jobs, chain: app.chain };
  app.jobs.register(VERIFY_BULK_JOB, verifyBulkHandler());
  app.jobs.register(
    CREATE_BULK_JOB,
    createBulkHandler({ jobs: app.jobs, chain: () => app.chain, publicUrl: app.config.publicUrl }),
  );

  r.post(
    '/api/tokens/multipleCreate',
    { config: nft, schema: schema({ consumes: ['multipart/form-data'] }) },
    async (req) => {
      const form = await readBulkForm(req);
      let fields;
      try {
        fields = parseRequestPart(nftBulkCreateFields, form.fields);
      } catch (error) {
        // spec doc 1 §8: too many files is E116.
        throwValidation(error as Error, {
          tooManyFiles: () =>
            new AppError(
              'E116',
              { max: NFT_BULK_FILES_MAX.toLocaleString('en') },
              { max: NFT_BULK_FILES_MAX },
            ),
        });
      }
      return ok(await service.start(deps, viewer(req), fields!, form.info, form.metadata));
    },
  );
  r.post(
    '/api/tokens/multipleCreate/confirm',
    { config: nft, schema: schema({ body: nftBulkConfirmBody }) },
    async (req) => ok(await service.confirm(deps, viewer(req), req.body)),
  );
  r.get(
    '/api/tokens/multipleCreate/schedule',
    { config: nft, schema: schema({ querystring: nftBulkScheduleQuery }) },
    async (req) => ok(await service.schedule(deps, viewer(req), req.query.id)),
  );
  r.get(
    '/api/tokens/multipleCreate/errors',
    { config: nft, schema: schema({ querystring: nftBulkErrorsQuery }) },
    async (req) =>
      ok(await service.errors(deps, viewer(req), req.query.id, req.query.page, req.query.limit)),
  );
  r.get(
    '/api/tokens/multipleCreate/report',
    { config: nft, schema: schema({ querystring: nftBulkIdQuery }) },
    async (req, reply) =>
      sendXlsx(
        reply,
        await service.report(deps, viewer(req), req.query.id),
        `nft-bulk-${req.query.id}-report.xlsx`,
      ),
  );
  r.get(
    '/api/tokens/multipleCreate/template',
    { config: nft, schema: schema() },
    async (req, reply) =>
      sendXlsx(reply, await service.template(deps, viewer(req)), 'nft-bulk-template.xlsx'),
  );
}
