import { strFromU8, unzipSync } from 'fflate';
import { deflateSync } from 'fflate';
import {
  NFT_BULK_COLUMNS,
  NFT_BULK_FILES_MAX,
  NFT_BULK_ROWS_MAX,
  type Collection,
  type NftBulkFile,
  type Shop,
} from '@mintfront/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxRows } from '../../platform/xlsx/xlsx-reader.ts';
import { craftZip, inlineRows, workbookParts } from '../../platform/xlsx/xlsx-test-kit.ts';
import { call, createShop, signUp, type TestApp } from '../../test/helper.ts';
import { deployedCollection, type Who } from '../nfts/testing.ts';
import { files } from '../uploads/uploads.tables.ts';
import {
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
import { nftBulkJobs, nftBulkRows } from './nft-bulk.tables.ts';

let store: Awaited<ReturnType<typeof bulkStore>>;
let app: TestApp;
let shop: Shop;
let owner: Who, stranger: Who;
let erc721: Collection, erc1155: Collection;
let art: number;
let folder: NftBulkFile[];

beforeAll(async () => {
  store = await bulkStore('BMANY');
  ({ app, shop, owner, erc1155, art, folder } = store);
  erc721 = await deployedCollection(app, owner, 1, 'BONE');
  const s = await signUp(app);
  stranger = { as: s, shopId: (await createShop(app, s)).id };
});
afterAll(async () => store?.close());

const good = (over: InfoRow = {}): InfoRow => ({
  title: 'Dragon',
  file: 'dragon.png',
  collection: erc1155.id,
  categories: art,
  copies: 3,
  rank: 2,
  ...over,
});
const bulkCount = async () => (await app.db.select({ n: count() }).from(nftBulkJobs))[0]!.n;

describe('verifying (spec doc 1 §4): each row error by line, with the messages of §5', () => {
  it('names every refused line and why; the good rows are counted valid', async () => {
    const rows: InfoRow[] = [
      good(), // line 2
      good({ copies: 'ten' }),
      good({ collection: 999999 }),
      good({ copies: 2_000_000 }),
      good({ copies: 0 }),
      good({ title: 'x'.repeat(256) }),
      good({ collection: erc721.id }),
      good({ file: 'song.mp3' }),
      good({ file: 'missing.png' }), // line 10
      good({ royalties: 60, rank: 5 }),
      good({ categories: `${art},999999` }),
      good({ title: '' }),
      good({ file: 'cover.png' }),
      good({ royalties: '1.234' }),
      good({ file: 'song.mp3', preview: 'cover.png', description: 'Sung' }), // line 16
      good({ preview: 'gone.png' }), // line 17: an image keeps no preview, so its cell is not checked
    ];
    const metadata = {
      'cover.png': { levels: [['Power', 9, 5]] },
      'dragon.png': { properties: [['Background', 'Red']] },
    };
    const s = await verified(app, owner, {
      type: 2,
      files: folder,
      info: infoXlsx(rows),
      metadata,
    });
    expect(s).toMatchObject({
      state: 'verificationFailed',
      rows: 16,
      valid: 3,
      invalid: 13,
      progress: { done: 16, total: 16 },
      problem: null,
    });
    expect(await errorMessages(app, owner, s.id)).toEqual([
      'Line 3: Copies must contain numbers only',
      'Line 4: Collection ID 999999 does not exist',
      'Line 5: Copies cannot exceed 1,000,000',
      'Line 6: Copies must be greater than 0',
      'Line 7: Name cannot be longer than 255 characters',
      `Line 8: Collection ${erc721.id} is not of the required type (ERC-1155)`,
      'Line 9: A preview image is required for MP3 content',
      'Line 10: File name missing.png does not exist in the content folder',
      'Line 11: Rank cannot exceed 4',
      'Line 11: Royalty (%) cannot exceed 50',
      'Line 12: Category IDs 999999 does not exist',
      'Line 13: Name is required',
      'Line 14: Attributes of cover.png: Levels #1: the value must be between 0 and the max',
      'Line 15: Royalty (%) can have at most 2 decimals',
    ]);
    // The caller's language: Chinese texts of the same errors.
    const zh = await errorMessages(app, owner, s.id, { 'accept-language': 'zh-CN' });
    expect(zh[0]).toBe('Line 3: 数量只能包含数字');
    expect(zh[6]).toBe('Line 9: MP3 内容需要预览图');
    // The files' bytes are not kept once they are rows.
    const [kept] = await app.db
      .select({ info: nftBulkJobs.info })
      .from(nftBulkJobs)
      .where(eq(nftBulkJobs.id, s.id));
    expect(kept!.info).toBeNull();
  });

  it('an id of 0 or past a Postgres integer does not exist, like any unknown id', async () => {
    const big = 99_999_999_999;
    const rows = [
      good({ categories: 0 }),
      good({ categories: `${art},${big}` }),
      good({ collection: 0 }),
      good({ collection: big }),
    ];
    const s = await verified(app, owner, { type: 2, files: folder, info: infoXlsx(rows) });
    expect(s).toMatchObject({ state: 'verificationFailed', rows: 4, valid: 0, invalid: 4 });
    expect(await errorMessages(app, owner, s.id)).toEqual([
      'Line 2: Category IDs 0 does not exist',
      `Line 3: Category IDs ${big} does not exist`,
      'Line 4: Collection ID 0 does not exist',
      `Line 5: Collection ID ${big} does not exist`,
    ]);
  });

  it('a file of good rows verifies; headers may be Chinese and in any order, unknown columns ignored', async () => {
    const header = ['文件名', '名称', 'Notes', '数量', '等级', '分类 ID', '合集 ID'];
    const bytes = Buffer.from(
      (await import('../../platform/xlsx/xlsx-writer.ts')).writeXlsx({
        columns: header.map((h) => ({ header: h })),
        rows: [
          ['dragon.png', '龙', 'ignored', 2, 1, `${art}`, erc1155.id],
          [],
          ['cover.png', 'Cover', null, 1, 4, art, erc1155.id],
        ],
      }),
    );
    const s = await verified(app, owner, { type: 2, files: folder, info: bytes });
    expect(s).toMatchObject({ state: 'verified', rows: 2, valid: 2, invalid: 0 });
    expect(await errorMessages(app, owner, s.id)).toEqual([]);
  });

  it('a file without a required column fails as a whole, naming the column', async () => {
    const s = await verified(app, owner, {
      type: 2,
      files: folder,
      info: infoXlsx([good()], ['title', 'file', 'collection', 'categories', 'rank']),
    });
    expect(s).toMatchObject({
      state: 'verificationFailed',
      rows: 0,
      problem: 'The info file has no "Copies" column (see the template)',
    });
  });

  it('a metadata file that is not a JSON object fails as a whole', async () => {
    const s = await verified(app, owner, {
      type: 2,
      files: folder,
      info: infoXlsx([good()]),
      metadata: Buffer.from('[1, 2'),
    });
    expect(s.state).toBe('verificationFailed');
    expect(s.problem).toMatch(/^The metadata file must be a JSON object keyed by file name: /);
  });
});

describe('limits', () => {
  it(`refuses a file over the row limit (${NFT_BULK_ROWS_MAX} rows), naming the limit, with no row kept`, async () => {
    const rows = Array.from({ length: NFT_BULK_ROWS_MAX + 1 }, (_, i) => good({ title: `N${i}` }));
    const s = await verified(app, owner, { type: 2, files: folder, info: infoXlsx(rows) });
    expect(s).toMatchObject({
      state: 'verificationFailed',
      rows: 0,
      valid: 0,
      problem: 'The info file has more than the 10,000 rows allowed',
    });
    expect(
      (
        await app.db.select({ n: count() }).from(nftBulkRows).where(eq(nftBulkRows.bulkId, s.id))
      )[0]!.n,
    ).toBe(0);
  });

  it.each([
    [
      'unpacks to more than 200 MB',
      [
        {
          name: 'xl/media/zeros.bin',
          packed: deflateSync(new Uint8Array(1024 * 1024)),
          declaredSize: 300 * 1024 * 1024,
        },
      ],
      'the file unpacks to more than the 200 MB allowed',
    ],
    [
      'holds more than 1,000 parts',
      Array.from({ length: 1001 }, (_, i) => ({
        name: `xl/media/p${i}.xml`,
        data: 'x',
        method: 0,
      })),
      'the file holds 1007 parts, more than the 1000 allowed',
    ],
    [
      'is compressed more than 200:1',
      [
        {
          name: 'xl/media/z.bin',
          packed: deflateSync(new Uint8Array(3 * 1024 * 1024)),
          declaredSize: 3 * 1024 * 1024,
        },
      ],
      'part xl/media/z.bin is compressed more than 200:1, which is not accepted',
    ],
  ])('refuses an XLSX that %s before unpacking it, storing nothing', async (_, extra, reason) => {
    const before = await bulkCount();
    const bomb = Buffer.from(craftZip([...workbookParts(inlineRows(['Name'])), ...extra]));
    const res = await startBulk(app, owner, { type: 2, files: folder, info: bomb });
    expect(res).toMatchObject({
      statusCode: 40095,
      statusDesc: `The info file must be an XLSX workbook: ${reason}`,
    });
    expect(await bulkCount()).toBe(before);
  });

  it(`answers E116 for more than ${NFT_BULK_FILES_MAX} files`, async () => {
    const many = Array.from({ length: NFT_BULK_FILES_MAX + 1 }, (_, i) => ({
      name: `f${i}.png`,
      path: folder[0]!.path,
    }));
    const res = await startBulk(app, owner, { type: 2, files: many, info: infoXlsx([good()]) });
    expect(res).toMatchObject({ statusCode: 41116, statusDesc: 'Too many files: at most 20,000' });
  });

  it('answers E110 when the folder is over 10 GB', async () => {
    // A 6 GB upload of this store, recorded as the upload pipeline records one (its bytes are not needed to sum the folder).
    const big = `ee/ee/${'e'.repeat(64)}.mp4`;
    await app.db.insert(files).values({
      shopId: shop.id,
      key: big,
      kind: 'nftContent',
      contentType: 'video/mp4',
      size: 6 * 1024 ** 3,
      sha256: 'e'.repeat(64),
      uploadedBy: owner.as.uid,
    });
    const res = await startBulk(app, owner, {
      type: 2,
      files: [
        { name: 'a.mp4', path: big },
        { name: 'b.mp4', path: big },
      ],
      info: infoXlsx([good()]),
    });
    expect(res).toMatchObject({
      statusCode: 41110,
      statusDesc: 'Folder size over limit: at most 10 GB',
    });
  });

  it('refuses a folder naming a file this store did not upload, a duplicate name, and a missing info file', async () => {
    const theirs = await uploadNamed(app, stranger, 'theirs.png', '#123');
    expect(
      await startBulk(app, owner, {
        type: 2,
        files: [...folder, theirs],
        info: infoXlsx([good()]),
      }),
    ).toMatchObject({ statusCode: 40019, data: { field: 'files', name: 'theirs.png' } });
    const twice = await startBulk(app, owner, {
      type: 2,
      files: [...folder, { ...folder[1]!, name: 'dragon.png' }],
      info: infoXlsx([good()]),
    });
    expect(twice).toMatchObject({
      statusCode: 40001,
      statusDesc: 'files.3.name: Another file of the folder has the same name',
    });
    expect(await startBulk(app, owner, { type: 2, files: folder })).toMatchObject({
      statusCode: 40001,
      statusDesc: 'info: info is required',
    });
    expect(
      await startBulk(app, owner, { type: 3 as 2, files: folder, info: infoXlsx([good()]) }),
    ).toMatchObject({ statusCode: 40001 });
  });
});

describe('schedule and access', () => {
  it('answers the caller’s latest bulk creation without an id, and hides one of another member or store', async () => {
    const res = await startBulk(app, owner, { type: 2, files: folder, info: infoXlsx([good()]) });
    expect(res.data).toMatchObject({
      state: 'verifying',
      infoName: 'nfts.xlsx',
      progress: { done: 0, total: 0 },
    });
    expect((await scheduleOf(app, owner)).id).toBe(res.data.id);
    await runBulkJobs(app);
    expect((await scheduleOf(app, owner)).state).toBe('verified');
    const foreign = await call(
      app,
      'GET',
      `/api/tokens/multipleCreate/schedule?id=${res.data.id}`,
      stranger,
    );
    expect(foreign.body.statusCode).toBe(40400);
    expect(
      (await call(app, 'GET', `/api/tokens/multipleCreate/errors?id=${res.data.id}`, stranger)).body
        .statusCode,
    ).toBe(40400);
  });
});

describe('GET /api/tokens/multipleCreate/template', () => {
  it('is an XLSX whose first sheet has the columns to fill, with a guide and the store’s collections and categories', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/tokens/multipleCreate/template',
      headers: {
        authorization: `Bearer ${owner.as.token}`,
        'x-user-id': String(owner.as.uid),
        'x-shop-id': String(shop.id),
      },
    });
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="nft-bulk-template.xlsx"',
    );
    expect([...readXlsxRows(res.rawPayload, { maxRows: 5 })]).toEqual([
      { line: 1, cells: NFT_BULK_COLUMNS.map((c) => c.en) },
    ]);
    const parts = unzipSync(res.rawPayload);
    expect(strFromU8(parts['xl/workbook.xml']!)).toMatch(
      /name="NFTs".*name="Guide".*name="Collections".*name="Categories"/,
    );
    const collectionsSheet = strFromU8(parts['xl/worksheets/sheet3.xml']!);
    expect(collectionsSheet).toContain(`<v>${erc1155.id}</v>`);
    expect(collectionsSheet).toContain('ERC-1155');
    expect(strFromU8(parts['xl/worksheets/sheet4.xml']!)).toContain('>Art<');
  });
});
