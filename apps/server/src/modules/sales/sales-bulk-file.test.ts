import { ERRORS } from '@mintfront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XlsxCell } from '../../platform/xlsx/xlsx-reader.ts';
import { writeXlsx } from '../../platform/xlsx/xlsx-writer.ts';
import { call } from '../../test/helper.ts';
import { drainJobs } from '../nfts/testing.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import { saleBatches } from './sales.tables.ts';
import { mintedNft, sellingWorld, type SellingWorld } from './sales-test-kit.ts';

// Issue 20: bulk sell orders from an uploaded file (spec doc 2 §7 Bulk: upload, check/status, import/key, upload/status).
let w: SellingWorld;
beforeAll(async () => {
  w = await sellingWorld();
}, 180_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

const sheet = (headers: string[], rows: XlsxCell[][]) =>
  writeXlsx({ columns: headers.map((header) => ({ header })), rows });
const upload = async (type: number, bytes: Uint8Array, fileName = 'orders.xlsx') =>
  postForm(w.app, `/api/sale/multiple/nfts/upload/${type}`, w.owner, [
    { name: 'file', fileName, bytes: Buffer.from(bytes) },
  ]);
const get = async (path: string) => (await call(w.app, 'GET', path, w.owner)).body;
const batchCount = async () => (await w.app.db.select().from(saleBatches)).length;

describe('a bulk sell order from a file', () => {
  it('checks the rows on upload, creates them on import/key (once), and answers each row\u2019s outcome', async () => {
    const a = await mintedNft(w, w.erc1155, 2);
    const b = await mintedNft(w, w.erc1155, 2);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const res = await upload(
      1,
      sheet(
        ['goods_id', 'quantity', 'price', 'end_date', 'a note'],
        [
          [a, 1, '0.2', null, 'first'],
          [b, 1, 'free', null, null],
          [b, 5, '0.2', null, null],
          [b, 1, '0.2', past, null],
        ],
      ),
    );
    expect(res.statusCode, JSON.stringify(res)).toBe(0);
    const key = res.data.key as string;

    const checked = await get(`/api/sale/multiple/nfts/upload/check/status?key=${key}`);
    expect(checked.data).toMatchObject({ status: 6, total: 4, valid: 2, imported: false });
    expect(checked.data.errors).toEqual([
      { row: 1, field: 'price', statusDesc: expect.stringMatching(/price/i) },
      { row: 3, field: 'end_date', statusDesc: expect.stringMatching(/past/) },
    ]);
    // Nothing is created before the import.
    expect((await get('/api/sales?limit=50')).data.total).toBe(0);

    const imported = await call(w.app, 'POST', '/api/sale/multiple/nfts/import/key', {
      ...w.owner,
      body: { key },
    });
    expect(imported.body.statusCode, imported.raw).toBe(0);
    const again = await call(w.app, 'POST', '/api/sale/multiple/nfts/import/key', {
      ...w.owner,
      body: { key },
    });
    expect(again.body.statusCode).toBe(ERRORS.SALE_BULK_IMPORTED.code);
    await drainJobs(w.app);

    const done = await get(`/api/sale/multiple/nfts/upload/status?key=${key}`);
    expect(done.data).toMatchObject({ status: 6, total: 4, done: 4, created: 1 });
    expect(done.data.results).toEqual([
      expect.objectContaining({ row: 0, statusCode: 0, sale_id: expect.any(Number) }),
      expect.objectContaining({ row: 1, statusCode: ERRORS.VALIDATION.code, field: 'price' }),
      expect.objectContaining({ row: 2, statusCode: ERRORS.VALIDATION.code, field: 'quantity' }),
      expect.objectContaining({ row: 3, statusCode: ERRORS.VALIDATION.code, field: 'end_date' }),
    ]);
    expect((await get('/api/sales?limit=50')).data.total).toBe(1);
  });

  it('refuses a file that is not a sell order sheet, and more NFTs than configured (E118), recording nothing', async () => {
    const before = await batchCount();
    const text = await upload(1, new TextEncoder().encode('goods_id,quantity\n1,1'), 'o.csv');
    expect(text.statusCode).toBe(ERRORS.SALE_BULK_FILE_INVALID.code);
    const noGoods = await upload(1, sheet(['quantity', 'price'], [[1, '1']]));
    expect(noGoods).toMatchObject({
      statusCode: ERRORS.SALE_BULK_FILE_INVALID.code,
      statusDesc: expect.stringMatching(/no goods_id column/),
    });
    const many = sheet(
      ['goods_id', 'quantity', 'price'],
      Array.from({ length: 101 }, () => [1, 1, '1']),
    );
    const tooMany = await upload(1, many);
    expect(tooMany).toMatchObject({ statusCode: ERRORS.E118.code, data: { max: 100 } });
    const airdrop = await upload(5, sheet(['goods_id'], [[1]]));
    expect(airdrop.data.errors[0]).toMatchObject({ field: 'type' });
    expect(await batchCount()).toBe(before);
    expect((await get('/api/sale/multiple/nfts/upload/check/status?key=nope')).statusCode).toBe(
      40400,
    );
  });
});
