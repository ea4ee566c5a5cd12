import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERRORS,
  NFT_STATUS,
  type Collection,
  type Nft,
  type NftImportResult,
  type Shop,
} from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  deployOnChain,
  importCollection as importOnChain,
  jsonUri,
  mint1155 as mintOn1155,
  mint721 as mintOn721,
} from './nfts-import-test-kit.ts';
import { createCategory, type Who } from './nfts-test-kit.ts';
import { nfts } from './nfts.tables.ts';

let chain: TestChain;
let app: TestApp;
let shop: Shop;
let owner: Who, stranger: Who;
let erc721: Collection, erc1155: Collection, strangers: Collection;
let category: number;
let metadataServer: Server;
let base: string;
let png: Buffer;

const json = jsonUri;
const deploy = (type: 'erc721' | 'erc1155', symbol: string) => deployOnChain(chain, type, symbol);
const mint721 = (address: Address, uri: string) => mintOn721(chain, address, uri);
const mint1155 = (address: Address, id: bigint, amount: bigint, uri: string) =>
  mintOn1155(chain, address, id, amount, uri);
const importCollection = (who: Who, address: Address) => importOnChain(app, who, address);

const importNfts = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<NftImportResult>(app, 'POST', '/api/tokens/import', {
    ...owner,
    body: { category: String(category), ...body },
    headers,
  });

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  const o = await signUp(app);
  shop = await createShop(app, o);
  owner = { as: o, shopId: shop.id };
  const s = await signUp(app);
  stranger = { as: s, shopId: (await createShop(app, s)).id };
  category = await createCategory(app, owner, 'Imported');
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

  // Metadata and images a test serves itself (a real chain's tokens would point to the web or IPFS).
  metadataServer = createServer((req, res) => {
    const meta = /^\/meta\/(\w+)\.json$/.exec(req.url ?? '');
    if (meta) {
      const doc = {
        name: `Served ${meta[1]}`,
        description: 'From a web server',
        image: `${base}/img/${meta[1]}.png`,
        attributes: [{ trait_type: 'Mood', value: 'Calm' }],
      };
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(doc));
    }
    if (req.url?.startsWith('/img/'))
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/not-an-image.txt')
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => metadataServer.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}`;

  const a721 = await deploy('erc721', 'OLD');
  // #1: metadata and image in data: URIs, with OpenSea attributes of every kind.
  await mint721(
    a721,
    json({
      name: 'Moon Cat',
      description: 'A cat on the moon',
      image: `data:image/png;base64,${png.toString('base64')}`,
      attributes: [
        { trait_type: 'Fur', value: 'Grey' },
        { trait_type: 'Power', value: 3, max_value: 5 },
        { trait_type: 'Speed', value: 7, max_value: 10, display_type: 'number' },
        { trait_type: 'Luck', value: 15, display_type: 'boost_percentage' },
        { trait_type: 'Born', value: 1_700_000_000, display_type: 'date' },
        { trait_type: 'Broken', value: 9, max_value: 2 },
      ],
    }),
  );
  await mint721(a721, `${base}/meta/2.json`); // #2: served over http
  await mint721(a721, ''); // #3: no metadata link
  await mint721(a721, json({ name: 'Text', image: `${base}/not-an-image.txt` })); // #4: an image that is not one
  erc721 = await importCollection(owner, a721);

  const a1155 = await deploy('erc1155', 'OLDM');
  await mint1155(a1155, 7n, 25n, `${base}/meta/{id}.json`);
  erc1155 = await importCollection(owner, a1155);
  strangers = await importCollection(stranger, await deploy('erc721', 'THEIRS'));
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
  await new Promise<void>((r) => metadataServer?.close(() => r()));
});

describe('POST /api/tokens/import (/NFT/ImportNFT)', () => {
  it('makes existing ERC-721 tokens Off Sale NFTs of the store, from their metadata, without minting', async () => {
    const res = await importNfts({ contract_id: erc721.id, token_ids: '1-2', rank: 2 });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data.refused).toEqual([]);
    const [moon, served] = res.body.data.imported as Nft[];
    expect(moon).toMatchObject({
      title: 'Moon Cat',
      description: 'A cat on the moon',
      status: NFT_STATUS.offSale,
      type: 1,
      source: 1,
      token_id: '1',
      copies: 1,
      total_minted: 1,
      rank: 2,
      category: [category],
      contract_id: erc721.id,
      contract_address: erc721.address,
      royalties: 3,
    });
    expect(moon!.attrs).toEqual({
      properties: [['Fur', 'Grey']],
      levels: [['Power', 3, 5]],
      stats: [['Speed', 7, 10]],
      boosts: [['Luck', 15]],
      date: [['Born', '2023-11-14T22:13:20.000Z']],
    });
    expect(served).toMatchObject({
      title: 'Served 2',
      token_id: '2',
      attrs: expect.objectContaining({ properties: [['Mood', 'Calm']] }),
    });
    // The image is the store's own file now, served like an upload.
    const image = await app.inject({ method: 'GET', url: `/api/files/${moon!.icon}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Nothing is minted for them, and the list shows them.
    const rows = await app.db
      .select()
      .from(nfts)
      .where(and(eq(nfts.shopId, shop.id), eq(nfts.contractId, erc721.id)));
    expect(rows.map((r) => r.mintJobId)).toEqual([null, null]);
    expect(await app.db.select().from(jobs)).toEqual([]);
    const list = await call(app, 'GET', `/api/tokens?contract_id=${erc721.id}`, owner);
    expect(list.body.data.total).toBe(2);
  });

  it('refuses a token that does not exist, naming its ID, and imports the others', async () => {
    const res = await importNfts({ contract_id: erc721.id, token_ids: '999, 1', rank: 1 });
    expect(res.body.data.imported).toEqual([]);
    expect(res.body.data.refused).toEqual([
      {
        token_id: '999',
        statusCode: ERRORS.NFT_IMPORT_NOT_ON_CHAIN.code,
        reason: 'Token #999 does not exist in this collection',
      },
      {
        token_id: '1',
        statusCode: ERRORS.NFT_IMPORT_EXISTS.code,
        reason: 'Token #1 is already in this store',
      },
    ]);
    const zh = await importNfts(
      { contract_id: erc721.id, token_ids: '998' },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.body.data.refused[0]!.reason).toBe('该合集中不存在代币 #998');
  });

  it('refuses a token whose metadata or image cannot be read, saying why', async () => {
    const res = await importNfts({ contract_id: erc721.id, token_ids: [3, 4] });
    expect(res.body.data.imported).toEqual([]);
    expect(res.body.data.refused).toEqual([
      {
        token_id: '3',
        statusCode: ERRORS.NFT_IMPORT_METADATA.code,
        reason:
          'Token #3: its metadata or image could not be read (the token has no metadata link)',
      },
      {
        token_id: '4',
        statusCode: ERRORS.NFT_IMPORT_METADATA.code,
        reason:
          'Token #4: its metadata or image could not be read (the image is not a type NFT content accepts)',
      },
    ]);
  });

  it('imports an ERC-1155 token with the copies the store wallet holds, reading its {id} metadata URI', async () => {
    const res = await importNfts({ contract_id: erc1155.id, token_ids: '7' });
    expect(res.body.data.refused).toEqual([]);
    // The URI's {id} is the id as 64 hex digits (EIP-1155), which the test server names the token by.
    expect(res.body.data.imported[0]).toMatchObject({
      type: 2,
      token_id: '7',
      copies: 25,
      total_minted: 25,
      title: `Served ${'7'.padStart(64, '0')}`,
      status: NFT_STATUS.offSale,
    });
    const none = await importNfts({ contract_id: erc1155.id, token_ids: '8' });
    expect(none.body.data.refused[0]!.statusCode).toBe(ERRORS.NFT_IMPORT_NOT_ON_CHAIN.code);
  });

  it('takes only a collection this store imported', async () => {
    const created = await call<Collection>(app, 'POST', '/api/contracts', {
      ...owner,
      body: { name: 'Made here', title: 'MadeHere', symbol: 'MADE', type: 1 },
    });
    for (const id of [created.body.data.id, strangers.id, 999_999]) {
      const res = await importNfts({ contract_id: id, token_ids: '1' });
      expect(res.body.statusCode).toBe(ERRORS.VALIDATION.code);
      expect(res.body.statusDesc).toBe('contract_id: Choose a collection this store imported');
    }
  });

  it('answers 40001 naming the field for bad token IDs or categories, and writes nothing', async () => {
    const before = (await app.db.select().from(nfts)).length;
    const tooMany = await importNfts({ contract_id: erc721.id, token_ids: '1-51' });
    expect(tooMany.body).toMatchObject({
      statusCode: ERRORS.VALIDATION.code,
      statusDesc: 'token_ids: At most 50 token IDs at a time',
    });
    const bad = await importNfts({ contract_id: erc721.id, token_ids: '1, two' });
    expect(bad.body.statusDesc).toBe(
      'token_ids: Enter token IDs as numbers separated by commas, or a range such as 1-20',
    );
    const otherCategory = await createCategory(app, stranger, 'Theirs');
    const foreign = await importNfts({
      contract_id: erc721.id,
      token_ids: '2',
      category: String(otherCategory),
    });
    expect(foreign.body.statusCode).toBe(ERRORS.CATEGORY_NOT_FOUND.code);
    expect((await app.db.select().from(nfts)).length).toBe(before);
  });
});
