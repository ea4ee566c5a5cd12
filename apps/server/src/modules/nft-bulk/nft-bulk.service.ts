import { and, eq, inArray } from 'drizzle-orm';
import {
  NFT_BULK_FOLDER_MAX_BYTES,
  NFT_BULK_INFO_MAX_BYTES,
  NFT_BULK_METADATA_MAX_BYTES,
  NFT_BULK_STATE_LABELS,
  nftBulkProblemText,
  type Language,
  type NftBulkConfirmBody,
  type NftBulkCreateFields,
  type NftBulkRowError,
  type NftBulkSchedule,
} from '@mintfront/domain';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { mapPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { XlsxError, formatBytes } from '../../platform/xlsx/xlsx-error.ts';
import { readZipDirectory, DEFAULT_ZIP_LIMITS } from '../../platform/xlsx/zip-directory.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { needsApproval } from '../nfts/index.ts';
import { files } from '../uploads/uploads.tables.ts';
import { CREATE_BULK_JOB } from './nft-bulk-create.job.ts';
import { reportXlsx, templateXlsx } from './nft-bulk-report.ts';
import { INFO_ZIP_LIMITS } from './nft-bulk-sheet.ts';
import { VERIFY_BULK_JOB } from './nft-bulk-verify.job.ts';
import { nftBulkRepo } from './nft-bulk.repo.ts';
import type { NftBulkJobRow } from './nft-bulk.tables.ts';

export type NftBulkDeps = { db: Db; jobs: Jobs; chain: ChainClients | null };
export type BulkViewer = { shop: ShopRow; userId: number; isOwner: boolean; lang: Language };
export type UploadedPart = { bytes: Buffer; fileName: string };

// Bulk jobs are what a person is waiting for: queued as due since the epoch, the worker takes them
// before mints queued earlier (it takes the oldest run_after first).
const URGENT = new Date(0);

const GB = 1024 * 1024 * 1024;
const formatSize = (n: number) =>
  n >= GB ? `${Math.round((n / GB) * 10) / 10} GB` : formatBytes(n);

function toSchedule(b: NftBulkJobRow, lang: Language): NftBulkSchedule {
  const creating =
    ['creating', 'success', 'partialSuccess', 'failed'].includes(b.state) && b.toCreate > 0;
  return {
    id: b.id,
    state: b.state,
    type: b.type,
    infoName: b.infoName,
    rows: b.rows,
    valid: b.valid,
    invalid: b.invalid,
    progress: creating
      ? { done: b.created + b.failed, total: b.toCreate }
      : { done: b.checked, total: b.rows },
    created: b.created,
    failed: b.failed,
    problem: b.problem ? nftBulkProblemText(b.problem, lang) : null,
    createdAt: b.createdAt.toISOString(),
    finishedAt: b.finishedAt?.toISOString() ?? null,
  };
}

async function load(db: Db, viewer: BulkViewer, id: number): Promise<NftBulkJobRow> {
  const row = await nftBulkRepo.findFor(db, viewer.shop.id, id, viewer.userId, viewer.isOwner);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The content folder: every path NFT content this store uploaded, and the folder within the size limit (E110). */
async function checkFolder(db: Db, shopId: number, folder: NftBulkCreateFields['files']) {
  const paths = [...new Set(folder.map((f) => f.path))];
  const found = await db
    .select({ key: files.key, size: files.size })
    .from(files)
    .where(and(eq(files.shopId, shopId), eq(files.kind, 'nftContent'), inArray(files.key, paths)));
  const sizes = new Map(found.map((f) => [f.key, f.size]));
  const missing = folder.find((f) => !sizes.has(f.path));
  if (missing)
    throw new AppError('FILE_NOT_UPLOADED', undefined, { field: 'files', name: missing.name });
  const total = folder.reduce((sum, f) => sum + sizes.get(f.path)!, 0);
  if (total > NFT_BULK_FOLDER_MAX_BYTES)
    throw new AppError(
      'E110',
      { max: formatSize(NFT_BULK_FOLDER_MAX_BYTES) },
      { maxBytes: NFT_BULK_FOLDER_MAX_BYTES, bytes: total },
    );
}

/** An absurd zip (unpacked size, part count, ratio) is refused from its directory, before anything is unpacked. */
function checkInfoFile(info: UploadedPart | undefined) {
  if (!info || info.bytes.length === 0) throw fieldError('info', 'required');
  if (info.bytes.length > NFT_BULK_INFO_MAX_BYTES)
    throw new AppError('E18', undefined, { field: 'info', maxBytes: NFT_BULK_INFO_MAX_BYTES });
  try {
    readZipDirectory(info.bytes, { ...DEFAULT_ZIP_LIMITS, ...INFO_ZIP_LIMITS });
  } catch (error) {
    if (error instanceof XlsxError)
      throw new AppError(
        'NFT_BULK_FILE_INVALID',
        { reason: error.message },
        { problem: error.problem },
      );
    throw error;
  }
}

export const nftBulkService = {
  /** POST /api/tokens/multipleCreate: keeps the files and starts verifying (spec doc 1 §4). */
  async start(
    deps: NftBulkDeps,
    viewer: BulkViewer,
    fields: NftBulkCreateFields,
    info: UploadedPart | undefined,
    metadata: UploadedPart | undefined,
  ) {
    checkInfoFile(info);
    if (metadata && metadata.bytes.length > NFT_BULK_METADATA_MAX_BYTES)
      throw new AppError('E18', undefined, {
        field: 'metadata',
        maxBytes: NFT_BULK_METADATA_MAX_BYTES,
      });
    await checkFolder(deps.db, viewer.shop.id, fields.files);
    const bulk = await deps.db.transaction(async (tx) => {
      const created = await nftBulkRepo.insert(tx, {
        shopId: viewer.shop.id,
        creatorId: viewer.userId,
        state: 'verifying',
        type: fields.type,
        infoName: info!.fileName.slice(0, 255) || 'info.xlsx',
        info: info!.bytes,
        metadata: metadata && metadata.bytes.length ? metadata.bytes : null,
        files: fields.files,
      });
      const job = await deps.jobs.enqueue(tx, {
        kind: VERIFY_BULK_JOB,
        payload: { bulkId: created.id },
        idempotencyKey: `${VERIFY_BULK_JOB}:${created.id}`,
        runAfter: URGENT,
      });
      return (await nftBulkRepo.update(tx, created.id, { verifyJobId: job.id }))!;
    });
    deps.jobs.wake();
    return toSchedule(bulk, viewer.lang);
  },

  /**
   * POST /api/tokens/multipleCreate/confirm: creates the verified rows. A file with bad rows is
   * created only when asked to skip them (`skip_invalid`), and only if some row is good.
   */
  async confirm(deps: NftBulkDeps, viewer: BulkViewer, body: NftBulkConfirmBody) {
    const bulk = await load(deps.db, viewer, body.id);
    const allowed =
      bulk.state === 'verified' ||
      (bulk.state === 'verificationFailed' && body.skip_invalid === true && bulk.valid > 0);
    if (!allowed)
      throw new AppError(
        'NFT_BULK_STATE',
        { state: NFT_BULK_STATE_LABELS[bulk.state][viewer.lang] },
        { state: bulk.state },
      );
    // As for one NFT: minting needs the store's chain, unless the NFTs wait for the owner's approval.
    if (!(await needsApproval(deps.db, viewer))) chainWriter(deps.chain, viewer.shop.chain);
    const updated = await deps.db.transaction(async (tx) => {
      if (
        !(await nftBulkRepo.advance(tx, bulk.id, [bulk.state], {
          state: 'creating',
          toCreate: bulk.valid,
          created: 0,
          failed: 0,
        }))
      )
        return null;
      const job = await deps.jobs.enqueue(tx, {
        kind: CREATE_BULK_JOB,
        payload: { bulkId: bulk.id },
        idempotencyKey: `${CREATE_BULK_JOB}:${bulk.id}`,
        runAfter: URGENT,
      });
      return nftBulkRepo.update(tx, bulk.id, { createJobId: job.id });
    });
    if (!updated)
      throw new AppError(
        'NFT_BULK_STATE',
        { state: NFT_BULK_STATE_LABELS.creating[viewer.lang] },
        { state: 'creating' },
      );
    deps.jobs.wake();
    return toSchedule(updated, viewer.lang);
  },

  /** GET /api/tokens/multipleCreate/schedule: state and progress; without an id, the caller's latest (null when none). */
  async schedule(deps: NftBulkDeps, viewer: BulkViewer, id: number | undefined) {
    const bulk =
      id === undefined
        ? await nftBulkRepo.latestOf(deps.db, viewer.shop.id, viewer.userId)
        : await load(deps.db, viewer, id);
    return bulk ? toSchedule(bulk, viewer.lang) : null;
  },

  /** GET /api/tokens/multipleCreate/errors: the refused rows by line, each with every reason. */
  async errors(deps: NftBulkDeps, viewer: BulkViewer, id: number, page: number, limit: number) {
    await load(deps.db, viewer, id);
    return mapPage(
      await nftBulkRepo.refusedPage(deps.db, id, page, limit),
      (r): NftBulkRowError => ({
        line: r.line,
        title: r.cells.title ?? '',
        file: r.cells.file ?? '',
        state: r.state as NftBulkRowError['state'],
        messages: (r.errors ?? []).map((p) => nftBulkProblemText(p, viewer.lang)),
      }),
    );
  },

  async report(deps: NftBulkDeps, viewer: BulkViewer, id: number) {
    await load(deps.db, viewer, id);
    return reportXlsx(deps.db, id, viewer.lang);
  },

  template: (deps: NftBulkDeps, viewer: BulkViewer) =>
    templateXlsx(deps.db, viewer.shop.id, viewer.lang),
};
