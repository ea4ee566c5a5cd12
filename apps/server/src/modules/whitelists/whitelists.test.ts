import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type Session, type TestApp } from '../../test/helper.ts';
import { ownerWithShop } from '../../test/owner-with-shop.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import { craftZip, workbookParts } from '../../platform/xlsx/xlsx-test-kit.ts';
import { writeXlsx } from '../../platform/xlsx/xlsx-writer.ts';

let app: TestApp;
let owner: Session;
let shopId: number;
beforeAll(async () => {
  app = await createTestApp();
  ({ owner, shopId } = await ownerWithShop(app));
});
afterAll(async () => app?.closeAll());

const lower = (n: number) => `0x${n.toString(16).padStart(40, 'a')}`;
const CHECKSUMMED = getAddress(lower(1));
const create = (body: unknown) => call(app, 'POST', '/api/whites', { as: owner, shopId, body });
const upload = (text: string | Buffer, fileName = 'list.csv') =>
  postForm(app, '/api/whites/upload', { as: owner, shopId }, [
    {
      name: 'file',
      fileName,
      bytes: Buffer.isBuffer(text) ? text : Buffer.from(text),
      type: 'text/csv',
    },
  ]);

describe('whitelist addresses (spec doc 2 §5)', () => {
  it('accepts lower-case hex and EIP-55 checksums, stores them checksummed and counts num', async () => {
    const res = await create({ name: 'Early birds', addresses: [lower(1), getAddress(lower(2))] });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      name: 'Early birds',
      num: 2,
      addresses: [CHECKSUMMED, getAddress(lower(2))],
    });
  });

  it('refuses a mixed-case address whose checksum is wrong, naming its line', async () => {
    const wrong =
      CHECKSUMMED.replace(/[a-f]/, (c) => c.toUpperCase()) === CHECKSUMMED
        ? CHECKSUMMED.toUpperCase().replace('0X', '0x')
        : CHECKSUMMED.replace(/[a-f]/, (c) => c.toUpperCase());
    const res = await create({ name: 'Bad', addresses: [lower(3), wrong] });
    expect(res.body.statusCode).toBe(40071);
    expect(res.body.statusDesc).toBe(`Line 2: ${wrong} is not a valid wallet address`);
    expect((await create({ name: 'Bad', addresses: ['0x1234'] })).body.statusCode).toBe(40071);
  });

  it('refuses a duplicate whatever its case, naming its line and the first line', async () => {
    const res = await create({ name: 'Dup', addresses: [lower(1), lower(2), CHECKSUMMED] });
    expect(res.body.statusCode).toBe(40070);
    expect(res.body.statusDesc).toBe(`Line 3: ${CHECKSUMMED} is already on line 1`);
    expect(res.body.data).toEqual({ line: 3, address: CHECKSUMMED, first: 1 });
  });

  it('requires a name and at least one address', async () => {
    expect((await create({ name: '', addresses: [lower(1)] })).body.statusDesc).toBe(
      'name: name is required',
    );
    expect((await create({ name: 'Empty', addresses: [] })).body.statusCode).toBe(40001);
  });
});

describe('whitelist CRUD', () => {
  it("lists without addresses, reads, updates, deletes, and hides another shop's list", async () => {
    const w = (await create({ name: 'Crud list', addresses: [lower(5)] })).body.data;
    const list = await call(app, 'GET', '/api/whites?search=Crud', { as: owner, shopId });
    expect(list.body.data).toEqual({
      total: 1,
      lastPage: 1,
      list: [{ id: w.id, name: 'Crud list', num: 1, createdAt: expect.any(String) }],
    });
    const put = await call(app, 'PUT', `/api/whites/${w.id}`, {
      as: owner,
      shopId,
      body: { name: 'Renamed', addresses: [lower(5), lower(6)] },
    });
    expect(put.body.data).toMatchObject({ name: 'Renamed', num: 2 });
    const dup = await call(app, 'PUT', `/api/whites/${w.id}`, {
      as: owner,
      shopId,
      body: { name: 'X', addresses: [lower(5), lower(5)] },
    });
    expect(dup.body.statusCode).toBe(40070);
    expect(
      (await call(app, 'GET', `/api/whites/${w.id}`, { as: owner, shopId })).body.data.num,
    ).toBe(2);

    const { owner: other, shopId: otherShopId } = await ownerWithShop(app);
    expect(
      (await call(app, 'GET', `/api/whites/${w.id}`, { as: other, shopId: otherShopId })).body
        .statusCode,
    ).toBe(40400);
    expect(
      (await call(app, 'DELETE', `/api/whites/${w.id}`, { as: other, shopId: otherShopId })).body
        .statusCode,
    ).toBe(40400);

    expect(
      (await call(app, 'DELETE', `/api/whites/${w.id}`, { as: owner, shopId })).body.statusCode,
    ).toBe(0);
    expect(
      (await call(app, 'GET', `/api/whites/${w.id}`, { as: owner, shopId })).body.statusCode,
    ).toBe(40400);
  });
});

describe('POST /api/whites/upload (CSV)', () => {
  it('reads the first column, skipping a header and blank lines, and counts num', async () => {
    const res = await upload(`address,note\r\n${lower(1)},first\r\n\r\n"${lower(2)}";x\n`);
    expect(res).toMatchObject({
      statusCode: 0,
      data: { num: 2, addresses: [CHECKSUMMED, getAddress(lower(2))] },
    });
  });

  it('names the line of a duplicate and of its first occurrence in the file', async () => {
    const res = await upload(`wallet\n${lower(1)}\n${lower(2)}\n\n${CHECKSUMMED}\n`);
    expect(res.statusCode).toBe(40070);
    expect(res.statusDesc).toBe(`Line 5: ${CHECKSUMMED} is already on line 2`);
  });

  it('names the line of an invalid address', async () => {
    const res = await upload(`${lower(1)}\nnot-an-address\n`);
    expect(res.statusCode).toBe(40071);
    expect(res.data).toEqual({ line: 2, address: 'not-an-address' });
  });

  it('refuses a damaged XLSX file, an empty file, a file above 2 MB and a form without a file', async () => {
    const damaged = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'list.xlsx');
    expect(damaged).toMatchObject({
      statusCode: 40072,
      statusDesc:
        'The file must be a CSV or XLSX of wallet addresses: the file is not an XLSX (zip) file',
    });
    expect((await upload('\n\n')).statusCode).toBe(40072);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 'a'))).statusCode).toBe(41018);
    const none = await postForm(app, '/api/whites/upload', { as: owner, shopId }, [
      { name: 'name', value: 'x' },
    ]);
    expect(none.statusCode).toBe(40001);
    expect(
      (await call(app, 'POST', '/api/whites/upload', { as: owner, shopId, body: {} })).body
        .statusCode,
    ).toBe(40001);
  });
});

describe('POST /api/whites/upload (XLSX)', () => {
  const xlsx = (rows: (string | null)[][], header = true) =>
    Buffer.from(
      writeXlsx({
        columns: [{ header: header ? 'address' : (rows[0]?.[0] ?? '') }],
        rows: header ? rows : rows.slice(1),
      }),
    );

  it('reads column A of the first sheet, skipping the header and empty rows, like a CSV', async () => {
    const res = await upload(
      xlsx([[lower(1), 'note'], [null], [getAddress(lower(2))]]),
      'list.xlsx',
    );
    expect(res).toMatchObject({
      statusCode: 0,
      data: { num: 2, addresses: [CHECKSUMMED, getAddress(lower(2))] },
    });
    const noHeader = await upload(xlsx([[lower(3)], [lower(4)]], false), 'list.xlsx');
    expect(noHeader).toMatchObject({ statusCode: 0, data: { num: 2 } });
  });

  it('reads shared strings, and names the spreadsheet row of a duplicate and of its first occurrence', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row><row r="4"><c r="A4" t="inlineStr"><is><t>' +
      CHECKSUMMED +
      '</t></is></c></row>';
    const res = await upload(
      Buffer.from(craftZip(workbookParts(sheet, ['Wallet', lower(1)]))),
      'list.xlsx',
    );
    expect(res.statusCode).toBe(40070);
    expect(res.statusDesc).toBe(`Line 4: ${CHECKSUMMED} is already on line 2`);
  });

  it('names the row of an invalid address, a number included', async () => {
    const sheet = `<row r="1"><c r="A1" t="inlineStr"><is><t>${lower(1)}</t></is></c></row><row r="3"><c r="A3"><v>12345</v></c></row>`;
    const res = await upload(Buffer.from(craftZip(workbookParts(sheet))), 'list.xlsx');
    expect(res.statusCode).toBe(40071);
    expect(res.data).toEqual({ line: 3, address: '12345' });
  });

  it('refuses a sheet without addresses, a zip bomb and a sheet of more than 10,000 addresses, saying why', async () => {
    expect((await upload(xlsx([]), 'list.xlsx')).statusDesc).toBe(
      'The file must be a CSV or XLSX of wallet addresses: no addresses found',
    );
    const bomb = craftZip([
      ...workbookParts(''),
      {
        name: 'xl/media/zeros.bin',
        packed: Buffer.alloc(1000, 1),
        declaredSize: 300 * 1024 * 1024,
        method: 8,
      },
    ]);
    expect((await upload(Buffer.from(bomb), 'list.xlsx')).statusDesc).toBe(
      'The file must be a CSV or XLSX of wallet addresses: the file unpacks to more than the 32 MB allowed',
    );
    const many = xlsx(Array.from({ length: 10_001 }, (_, i) => [lower(i + 10)]));
    expect((await upload(many, 'list.xlsx')).statusDesc).toBe(
      'The file must be a CSV or XLSX of wallet addresses: more than 10000 addresses',
    );
  });
});
