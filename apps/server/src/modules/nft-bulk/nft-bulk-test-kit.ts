// Test helpers of bulk creation: info files written with our XLSX writer, the multipart start call, and a worker of the bulk jobs only.
import sharp from 'sharp';
import { NFT_BULK_COLUMNS, type NftBulkFile, type NftBulkSchedule } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs, type JobRow } from '../../platform/jobs/jobs.tables.ts';
import { createJobWorker } from '../../platform/jobs/jobs-worker.ts';
import { writeXlsx } from '../../platform/xlsx/xlsx-writer.ts';
import { startTestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  deployedCollection,
  MINT_BATCH_JOB,
  type MintBatchPayload,
  type Who,
} from '../nfts/testing.ts';
import { postForm, type Part } from '../uploads/uploads-test-kit.ts';
import { CREATE_BULK_JOB } from './nft-bulk-create.job.ts';
import { VERIFY_BULK_JOB } from './nft-bulk-verify.job.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A store on a test chain whose server runs no worker (the test drives the bulk jobs): its owner,
 * an ERC-1155 collection, a category and a content folder of two pictures and a song.
 */
export async function bulkStore(symbol: string) {
  const chain = await startTestChain();
  const app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  const o = await signUp(app);
  const shop = await createShop(app, o);
  const owner: Who = { as: o, shopId: shop.id };
  const erc1155 = await deployedCollection(app, owner, 2, symbol);
  const art = await createCategory(app, owner, 'Art');
  const folder = [
    await uploadNamed(app, owner, 'dragon.png', '#a33'),
    await uploadNamed(app, owner, 'cover.png', '#3a3'),
    await uploadNamed(app, owner, 'song.mp3'),
  ];
  const close = async () => {
    await app.closeAll();
    await chain.stop();
  };
  return { chain, app, shop, owner, erc1155, art, folder, close };
}
export type InfoRow = Partial<Record<(typeof NFT_BULK_COLUMNS)[number]['key'], string | number>>;

/** An info file with the template's English headers and one row per object (missing cells empty). */
export function infoXlsx(rows: InfoRow[], columns = NFT_BULK_COLUMNS.map((c) => c.key)): Buffer {
  const header = columns.map((key) => NFT_BULK_COLUMNS.find((c) => c.key === key)!.en);
  return Buffer.from(
    writeXlsx({
      columns: header.map((h) => ({ header: h })),
      rows: rows.map((r) => columns.map((key) => r[key] ?? null)),
    }),
  );
}

/** A small PNG (each colour its own content) or an MP3 (ID3 header) uploaded as NFT content. */
export async function uploadNamed(
  app: TestApp,
  who: Who,
  name: string,
  color = '#3ac',
): Promise<NftBulkFile> {
  const bytes = name.endsWith('.mp3')
    ? Buffer.concat([
        Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000', 'binary'),
        Buffer.alloc(256, 7),
      ])
    : await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
        .png()
        .toBuffer();
  const res = await postForm(app, '/api/upload/file', who, [
    { name: 'kind', value: 'nftContent' },
    { name: 'file', fileName: name, bytes },
  ]);
  expect(res.statusCode).toBe(0);
  return { name, path: res.data.path as string };
}

type Start = {
  type: 1 | 2;
  files: NftBulkFile[] | string;
  info?: Buffer;
  metadata?: unknown;
  infoName?: string;
};

/** POST /api/tokens/multipleCreate as the console sends it: text fields first, then the files. */
export function startBulk(
  app: TestApp,
  who: Who,
  { type, files, info, metadata, infoName = 'nfts.xlsx' }: Start,
) {
  const parts: Part[] = [
    { name: 'type', value: String(type) },
    { name: 'files', value: typeof files === 'string' ? files : JSON.stringify(files) },
  ];
  if (info) parts.push({ name: 'info', fileName: infoName, bytes: info });
  if (metadata !== undefined)
    parts.push({
      name: 'metadata',
      fileName: 'metadata.json',
      bytes: Buffer.isBuffer(metadata) ? metadata : Buffer.from(JSON.stringify(metadata)),
    });
  return postForm(app, '/api/tokens/multipleCreate', who, parts);
}

/** A worker of the bulk jobs only (mints stay queued), driven by the test. */
export function bulkWorker(app: TestApp, id = 'bulk-test-worker') {
  const handlers = new Map(
    [VERIFY_BULK_JOB, CREATE_BULK_JOB].map((kind) => [kind, app.jobs.handlers.get(kind)!]),
  );
  return createJobWorker({ db: app.db, log: silent, handlers, workerId: id, leaseMs: 5_000 });
}

export async function runBulkJobs(app: TestApp) {
  const worker = bulkWorker(app);
  while (await worker.runOnce());
}

export async function scheduleOf(app: TestApp, who: Who, id?: number): Promise<NftBulkSchedule> {
  const res = await call<NftBulkSchedule>(
    app,
    'GET',
    `/api/tokens/multipleCreate/schedule${id ? `?id=${id}` : ''}`,
    who,
  );
  expect(res.body.statusCode).toBe(0);
  return res.body.data;
}

/** Starts a bulk creation and runs its verification; answers the schedule after it. */
export async function verified(app: TestApp, who: Who, start: Start): Promise<NftBulkSchedule> {
  const res = await startBulk(app, who, start);
  expect(res.statusCode, JSON.stringify(res)).toBe(0);
  await runBulkJobs(app);
  return scheduleOf(app, who, res.data.id);
}

/** The refused rows' reasons, each as 'Line 4: …' (the line is a field of its own in the answer). */
export async function errorMessages(
  app: TestApp,
  who: Who,
  id: number,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const res = await call(app, 'GET', `/api/tokens/multipleCreate/errors?id=${id}&limit=200`, {
    ...who,
    headers,
  });
  expect(res.body.statusCode).toBe(0);
  return (res.body.data.list as { line: number; messages: string[] }[]).flatMap((r) =>
    r.messages.map((m) => `Line ${r.line}: ${m}`),
  );
}

/** The `nft.mint-batch` jobs that mint any of these NFTs, oldest first. */
export async function batchMintJobsOf(
  app: TestApp,
  nftIds: number[],
): Promise<(JobRow & { payload: MintBatchPayload })[]> {
  const wanted = new Set(nftIds);
  const all = (await app.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, MINT_BATCH_JOB))
    .orderBy(jobs.id)) as (JobRow & { payload: MintBatchPayload })[];
  return all.filter((j) => j.payload.nfts.some((n) => wanted.has(n.id)));
}
