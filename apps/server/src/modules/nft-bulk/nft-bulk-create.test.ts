import {
  NFT_STATUS,
  OWNER_ALLOWS,
  type Collection,
  type Nft,
  type NftBulkFile,
  type Shop,
} from '@mintfront/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { readXlsxRows } from '../../platform/xlsx/xlsx-reader.ts';
import { addCollaborator, call, signUp, type TestApp } from '../../test/helper.ts';
import { classifications } from '../categories/categories.tables.ts';
import { shopMembers } from '../../platform/tenancy/shops.tables.ts';
import { createCategory, drainJobs, getNft, MINT_NFT_JOB, type Who } from '../nfts/testing.ts';
import {
  batchMintJobsOf,
  bulkStore,
  errorMessages,
  infoXlsx,
  runBulkJobs,
  scheduleOf,
  startBulk,
  uploadNamed,
  verified,
  type InfoRow,
} from './nft-bulk-test-kit.ts';
import { nftBulkRows } from './nft-bulk.tables.ts';
import { files } from '../uploads/uploads.tables.ts';

let store: Awaited<ReturnType<typeof bulkStore>>;
let app: TestApp;
let shop: Shop;
let owner: Who, reviewed: Who;
let erc1155: Collection;
let art: number;
let folder: NftBulkFile[];

beforeAll(async () => {
  store = await bulkStore('CMANY');
  ({ app, shop, owner, erc1155, art, folder } = store);
  const r = await signUp(app);
  await addCollaborator(app, shop.id, r.uid, OWNER_ALLOWS);
  // The owner approves this collaborator's NFTs (collaborators module setting).
  await app.db
    .update(shopMembers)
    .set({ requireApproval: true })
    .where(eq(shopMembers.userId, r.uid));
  reviewed = { as: r, shopId: shop.id };
});
afterAll(async () => store?.close());

const row = (over: InfoRow = {}): InfoRow => ({
  title: 'Dragon',
  file: 'dragon.png',
  collection: erc1155.id,
  categories: art,
  copies: 3,
  rank: 2,
  ...over,
});
const confirm = (who: Who, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/tokens/multipleCreate/confirm', { ...who, body });
const createdNfts = async (bulkId: number) => {
  const rows = await app.db
    .select({ nftId: nftBulkRows.nftId })
    .from(nftBulkRows)
    .where(eq(nftBulkRows.bulkId, bulkId));
  const ids = rows.map((r) => r.nftId).filter((id): id is number => id !== null);
  return Promise.all(ids.map(async (id) => (await getNft(app, owner, id)).body.data as Nft));
};

describe('creating (spec doc 1 §4): confirm → creating → success', () => {
  it('creates every row once with the single-create fields, its attributes and preview, and queues their mint as one batch job', async () => {
    const rows = [
      row({
        royalties: '7.5',
        description: 'A red dragon',
        pageTitle: 'Dragon',
        pageUrl: 'https://example.com/dragon',
      }),
      row({ title: 'Cover', file: 'cover.png', copies: 1, rank: 4, unlockable: 'The secret' }),
      row({ title: 'Song', file: 'song.mp3', preview: 'cover.png', copies: 2, rank: 1 }),
    ];
    const metadata = {
      'dragon.png': {
        properties: [['Background', 'Red']],
        levels: [['Power', 3, 5]],
        boosts: [['Speed', 10]],
      },
    };
    const s = await verified(app, owner, {
      type: 2,
      files: folder,
      info: infoXlsx(rows),
      metadata,
    });
    expect(s.state).toBe('verified');

    const confirmed = await confirm(owner, { id: s.id });
    expect(confirmed.body.data).toMatchObject({
      state: 'creating',
      progress: { done: 0, total: 3 },
    });
    await runBulkJobs(app);
    expect(await scheduleOf(app, owner, s.id)).toMatchObject({
      state: 'success',
      created: 3,
      failed: 0,
      progress: { done: 3, total: 3 },
    });

    const nfts = (await createdNfts(s.id)).sort((a, b) => a.id - b.id);
    expect(nfts.map((n) => n.title)).toEqual(['Dragon', 'Cover', 'Song']);
    expect(nfts[0]).toMatchObject({
      status: NFT_STATUS.minting,
      copies: 3,
      rank: 2,
      royalties: 7.5,
      contract_id: erc1155.id,
      category: [art],
      icon: folder[0]!.path,
      description: 'A red dragon',
      page_title: 'Dragon',
      page_url: 'https://example.com/dragon',
      is_locked: false,
      preview: null,
      attrs: {
        properties: [['Background', 'Red']],
        levels: [['Power', 3, 5]],
        stats: [],
        boosts: [['Speed', 10]],
        date: [],
      },
    });
    expect(nfts[1]).toMatchObject({
      is_locked: true,
      unlockable_content: 'The secret',
      royalties: 10,
    });
    expect(nfts[2]).toMatchObject({ icon: folder[2]!.path, preview: folder[1]!.path });
    const metadataOfSong = await app.inject({
      method: 'GET',
      url: `/api/token-metadata/${nfts[2]!.id}`,
    });
    expect(metadataOfSong.json()).toMatchObject({
      image: `http://localhost:8080/api/files/${folder[1]!.path}`,
      animation_url: `http://localhost:8080/api/files/${folder[2]!.path}`,
    });

    // One mint job for the three (one contract, one transaction's worth), none per NFT.
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(
          inArray(
            jobs.idempotencyKey,
            nfts.map((n) => `${MINT_NFT_JOB}:${n.id}`),
          ),
        ),
    ).toEqual([]);
    const mints = await batchMintJobsOf(
      app,
      nfts.map((n) => n.id),
    );
    expect(mints.map((j) => j.payload.nfts.map((n) => [n.id, n.copies]))).toEqual([
      nfts.map((n) => [n.id, n.copies]),
    ]);
    // The mints run like any other: on the chain, then Off Sale.
    await drainJobs(app);
    const minted = (await getNft(app, owner, nfts[0]!.id)).body.data;
    expect(minted).toMatchObject({
      status: NFT_STATUS.offSale,
      total_minted: 3,
      chain: { minted: 3 },
    });
  });

  it('an image row keeps no preview image, as single creation: its metadata shows the art itself (spec doc 1 §5)', async () => {
    const s = await verified(app, owner, {
      type: 2,
      files: folder,
      info: infoXlsx([row({ title: 'Framed', preview: 'cover.png' })]),
    });
    expect(s.state).toBe('verified');
    await confirm(owner, { id: s.id });
    await runBulkJobs(app);
    const [nft] = await createdNfts(s.id);
    expect(nft).toMatchObject({ title: 'Framed', icon: folder[0]!.path, preview: null });
    const metadata = (
      await app.inject({ method: 'GET', url: `/api/token-metadata/${nft!.id}` })
    ).json();
    expect(metadata.image).toBe(`http://localhost:8080/api/files/${folder[0]!.path}`);
    expect(metadata).not.toHaveProperty('animation_url');
  });

  it('is refused unless verification succeeded, and only once', async () => {
    const started = await startBulk(app, owner, {
      type: 2,
      files: folder,
      info: infoXlsx([row()]),
    });
    const early = await confirm(owner, { id: started.data.id });
    expect(early.body).toMatchObject({
      statusCode: 40096,
      statusDesc: 'This bulk creation cannot do that while it is Verifying',
    });
    await runBulkJobs(app);
    expect((await confirm(owner, { id: started.data.id })).body.statusCode).toBe(0);
    expect((await confirm(owner, { id: started.data.id })).body).toMatchObject({
      statusCode: 40096,
      data: { state: 'creating' },
    });
    await runBulkJobs(app);
    expect((await scheduleOf(app, owner, started.data.id)).created).toBe(1);
  });

  it('a collaborator whose NFTs need approval creates them In Review, with no mint queued', async () => {
    const s = await verified(app, reviewed, {
      type: 2,
      files: folder,
      info: infoXlsx([row({ title: 'Reviewed' })]),
    });
    await confirm(reviewed, { id: s.id });
    await runBulkJobs(app);
    const [nft] = await createdNfts(s.id);
    expect(nft).toMatchObject({
      title: 'Reviewed',
      status: NFT_STATUS.inReview,
      uid: reviewed.as.uid,
    });
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${nft!.id}`)),
    ).toEqual([]);
    expect(await batchMintJobsOf(app, [nft!.id])).toEqual([]);
  });
});

describe('partial success and failure (spec doc 1 §4), with the downloadable report', () => {
  it('creates the valid rows when asked to skip the bad ones; a row whose category went since verifying fails; the report lists both and why', async () => {
    const gone = await createCategory(app, owner, 'Soon gone');
    const rows = [
      row({ title: 'One' }),
      row({ title: 'Two', file: 'cover.png' }),
      row({ title: 'Bad', copies: 0 }),
      row({ title: 'Orphan', categories: gone }),
    ];
    const s = await verified(app, owner, { type: 2, files: folder, info: infoXlsx(rows) });
    expect(s).toMatchObject({ state: 'verificationFailed', valid: 3, invalid: 1 });
    expect((await confirm(owner, { id: s.id })).body).toMatchObject({
      statusCode: 40096,
      statusDesc: 'This bulk creation cannot do that while it is Verification failed',
    });

    // Categories have no delete call yet; the row goes as a later deletion would remove it.
    await app.db.delete(classifications).where(eq(classifications.id, gone));
    expect((await confirm(owner, { id: s.id, skip_invalid: true })).body.statusCode).toBe(0);
    await runBulkJobs(app);
    expect(await scheduleOf(app, owner, s.id)).toMatchObject({
      state: 'partialSuccess',
      created: 2,
      failed: 1,
      invalid: 1,
      progress: { done: 3, total: 3 },
    });
    expect((await createdNfts(s.id)).map((n) => n.title).sort()).toEqual(['One', 'Two']);
    expect(await errorMessages(app, owner, s.id)).toEqual([
      'Line 4: Copies must be greater than 0',
      `Line 5: Category IDs ${gone} does not exist`,
    ]);

    const report = await app.inject({
      method: 'GET',
      url: `/api/tokens/multipleCreate/report?id=${s.id}`,
      headers: {
        authorization: `Bearer ${owner.as.token}`,
        'x-user-id': String(owner.as.uid),
        'x-shop-id': String(shop.id),
      },
    });
    expect(report.headers['content-disposition']).toBe(
      `attachment; filename="nft-bulk-${s.id}-report.xlsx"`,
    );
    const read = [...readXlsxRows(report.rawPayload, { maxRows: 10 })];
    expect(read[0]!.cells.slice(-3)).toEqual(['Preview image', 'Line', 'Errors']);
    expect(
      read.slice(1).map((r) => [r.cells[0], r.cells[4], r.cells.at(-2), r.cells.at(-1)]),
    ).toEqual([
      ['Bad', '0', 4, 'Copies must be greater than 0'],
      ['Orphan', '3', 5, `Category IDs ${gone} does not exist`],
    ]);
    // The report reads back as an info file: fixing it and sending it again verifies those rows.
    const resent = await verified(app, owner, {
      type: 2,
      files: folder,
      info: Buffer.from(report.rawPayload),
    });
    expect(resent).toMatchObject({ state: 'verificationFailed', rows: 2, invalid: 2 });
  });

  it('a row whose content file or preview went since verifying fails, naming the cell; the rest are created', async () => {
    const gone = await uploadNamed(app, owner, 'gone.png', '#c33');
    const goneCover = await uploadNamed(app, owner, 'gone-cover.png', '#3c3');
    const rows = [
      row({ title: 'Kept', file: 'song.mp3', preview: 'cover.png' }),
      row({ title: 'No file', file: 'gone.png' }),
      row({ title: 'No preview', file: 'song.mp3', preview: 'gone-cover.png' }),
    ];
    const s = await verified(app, owner, {
      type: 2,
      files: [...folder, gone, goneCover],
      info: infoXlsx(rows),
    });
    expect(s.state).toBe('verified');
    // Files have no delete call yet; they go as a later deletion would remove them.
    await app.db.delete(files).where(inArray(files.key, [gone.path, goneCover.path]));
    await confirm(owner, { id: s.id });
    await runBulkJobs(app);
    expect(await scheduleOf(app, owner, s.id)).toMatchObject({
      state: 'partialSuccess',
      created: 1,
      failed: 2,
    });
    expect((await createdNfts(s.id)).map((n) => [n.title, n.icon, n.preview])).toEqual([
      ['Kept', folder[2]!.path, folder[1]!.path],
    ]);
    expect(await errorMessages(app, owner, s.id)).toEqual([
      'Line 3: File name gone.png does not exist in the content folder',
      'Line 4: Preview image gone-cover.png does not exist in the content folder',
    ]);
  });

  it('ends Failed when no row could be created', async () => {
    const gone = await createCategory(app, owner, 'Also gone');
    const s = await verified(app, owner, {
      type: 2,
      files: folder,
      info: infoXlsx([row({ categories: gone }), row({ categories: `${art},${gone}` })]),
    });
    await app.db.delete(classifications).where(eq(classifications.id, gone));
    await confirm(owner, { id: s.id });
    await runBulkJobs(app);
    expect(await scheduleOf(app, owner, s.id)).toMatchObject({
      state: 'failed',
      created: 0,
      failed: 2,
    });
    expect(await createdNfts(s.id)).toEqual([]);
  });
});
