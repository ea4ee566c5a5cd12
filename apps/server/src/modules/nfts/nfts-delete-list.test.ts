import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFT_STATUS, type Collection, type Nft } from '@mintfront/domain';
import { eq, inArray } from 'drizzle-orm';
import { call, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  type Who,
} from './nfts-test-kit.ts';
import { nfts } from './nfts.tables.ts';
import { startNftStore, type NftStore } from './nfts-store-fixture.ts';

let s: NftStore;
let app: TestApp;
let owner: Who, artist: Who, reviewed: Who;
let erc721: Collection;
let category: number;
beforeAll(async () => {
  s = await startNftStore();
  ({ app, owner, artist, reviewed, erc721, category } = s);
});
afterAll(async () => s?.stop());
const body = (over: Record<string, unknown> = {}) => s.body(over);
const failedMint = (who: Who) => s.failedMint(who);

describe('deletion (spec doc 1 §4, §6)', () => {
  it('deletes only your own NFT that is Off Sale and was never on sale', async () => {
    const ownerNft = (await createNft(app, owner, body())).body.data.id;
    const artistNft = (await createNft(app, artist, body())).body.data.id;
    expect((await call(app, 'DELETE', `/api/tokens/${artistNft}`, artist)).body.statusCode).toBe(
      41114,
    ); // still Minting
    await drainJobs(app);
    expect((await call(app, 'DELETE', `/api/tokens/${ownerNft}`, artist)).body.statusCode).toBe(
      41117,
    );
    await app.db.update(nfts).set({ everOnSale: true }).where(eq(nfts.id, ownerNft));
    expect((await call(app, 'DELETE', `/api/tokens/${ownerNft}`, owner)).body.statusCode).toBe(
      41126,
    );
    await app.db
      .update(nfts)
      .set({ everOnSale: false, status: NFT_STATUS.onSale })
      .where(eq(nfts.id, ownerNft));
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/destroy', {
          ...owner,
          body: { ids: [artistNft, ownerNft] },
        })
      ).body.statusCode,
    ).toBe(41114);
    expect((await getNft(app, owner, artistNft)).body.statusCode).toBe(0);
    expect((await call(app, 'DELETE', `/api/tokens/${artistNft}`, artist)).body.statusCode).toBe(0);
    expect((await getNft(app, owner, artistNft)).body.statusCode).toBe(40400);
  });

  it('deletes several at once with PUT /api/tokens/batch/destroy, and the list counts follow', async () => {
    const total = async (q: string) =>
      (await call(app, 'GET', `/api/tokens?contract_id=${erc721.id}&${q}`, owner)).body.data
        .total as number;
    const ids: number[] = [];
    for (const title of ['Gone 1', 'Gone 2', 'Gone 3'])
      ids.push(
        (await createNft(app, owner, body({ contract_id: erc721.id, title, copies: 1 }))).body.data
          .id,
      );
    await drainJobs(app);
    const [all, offSale] = [await total(''), await total('status=1')];
    const res = await call(app, 'PUT', '/api/tokens/batch/destroy', { ...owner, body: { ids } });
    expect(res.body).toMatchObject({ statusCode: 0, data: { ids: expect.arrayContaining(ids) } });
    for (const id of ids) expect((await getNft(app, owner, id)).body.statusCode).toBe(40400);
    expect(await app.db.select().from(nfts).where(inArray(nfts.id, ids))).toEqual([]);
    expect([await total(''), await total('status=1')]).toEqual([all - 3, offSale - 3]);
  });

  it('lets the owner delete a collaborator\u2019s Off Sale NFT that was never on sale', async () => {
    const id = (await createNft(app, artist, body())).body.data.id;
    await drainJobs(app);
    expect((await getNft(app, owner, id)).body.data).toMatchObject({
      status: NFT_STATUS.offSale,
      ever_on_sale: false,
      uid: artist.as.uid,
    });
    expect((await call(app, 'DELETE', `/api/tokens/${id}`, owner)).body.statusCode).toBe(0);
    expect((await getNft(app, artist, id)).body.statusCode).toBe(40400);
  });

  it('deletes a Rejected NFT and one whose mint failed, which never reached a sale (docs/decisions.md)', async () => {
    const rejected = (await createNft(app, reviewed, body())).body.data.id;
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [rejected], reason: 'No' },
        })
      ).body.statusCode,
    ).toBe(0);
    expect((await call(app, 'DELETE', `/api/tokens/${rejected}`, reviewed)).body.statusCode).toBe(
      0,
    );
    expect((await getNft(app, owner, rejected)).body.statusCode).toBe(40400);
    const failed = await failedMint(artist);
    expect(
      (await call(app, 'PUT', '/api/tokens/batch/destroy', { ...artist, body: { ids: [failed] } }))
        .body.statusCode,
    ).toBe(0);
    expect((await getNft(app, owner, failed)).body.statusCode).toBe(40400);
  });
});

describe('GET /api/tokens (spec doc 1 §7)', () => {
  it('filters, searches, sorts and pages', async () => {
    const fresh = await deployedCollection(app, owner, 2, 'LIST');
    const tag = await createCategory(app, owner, 'Listed');
    for (const [title, copies] of [
      ['Beta', 2],
      ['Alpha', 9],
      ['Gamma', 5],
    ] as const) {
      expect(
        (
          await createNft(
            app,
            owner,
            body({ contract_id: fresh.id, title, copies, category: `${category},${tag}` }),
          )
        ).body.statusCode,
      ).toBe(0);
    }
    await createNft(app, reviewed, body({ contract_id: fresh.id, title: 'Delta' }));
    await drainJobs(app);
    const list = async (q: string) =>
      (await call(app, 'GET', `/api/tokens?contract_id=${fresh.id}&${q}`, owner)).body.data;
    expect((await list('')).list.map((n: Nft) => n.title)).toEqual([
      'Delta',
      'Gamma',
      'Alpha',
      'Beta',
    ]);
    expect((await list('order_by=title&order_desc=false')).list.map((n: Nft) => n.title)).toEqual([
      'Alpha',
      'Beta',
      'Delta',
      'Gamma',
    ]);
    expect(
      (await list('order_by=copies&order_desc=true&status=1')).list.map((n: Nft) => n.copies),
    ).toEqual([9, 5, 2]);
    expect((await list('status=inReview')).list.map((n: Nft) => n.title)).toEqual(['Delta']);
    expect((await list('search=ALP')).list.map((n: Nft) => n.title)).toEqual(['Alpha']);
    expect((await list(`categories=${tag}`)).total).toBe(3);
    expect((await list(`creator_id=${reviewed.as.uid}`)).total).toBe(1);
    expect((await list('type=1')).total).toBe(0);
    expect(await list('limit=2&page=2')).toMatchObject({
      total: 4,
      totalCapped: false,
      lastPage: 2,
      list: [{ title: 'Alpha' }, { title: 'Beta' }],
    });
    // A page past the end still answers the total.
    expect(await list('limit=2&page=5')).toMatchObject({ total: 4, list: [] });
    expect(await list('order_by=title&order_desc=true&limit=2&page=2')).toMatchObject({
      total: 4,
      list: [{ title: 'Beta' }, { title: 'Alpha' }],
    });
    expect(
      (await call(app, 'GET', '/api/tokens?order_by=price', owner)).body.data.errors[0].field,
    ).toBe('order_by');
  });

  it('searches % and _ as themselves, not as LIKE wildcards', async () => {
    const titles = ['100% Moon', '100 Moon', 'A_B moon', 'AxB moon', 'Back\\slash'];
    for (const title of titles)
      expect(
        (await createNft(app, owner, body({ contract_id: erc721.id, title, copies: 1 }))).body
          .statusCode,
      ).toBe(0);
    await drainJobs(app);
    const found = async (search: string) =>
      (
        (
          await call(
            app,
            'GET',
            `/api/tokens?contract_id=${erc721.id}&limit=50&search=${encodeURIComponent(search)}`,
            owner,
          )
        ).body.data.list as Nft[]
      )
        .map((n) => n.title)
        .sort();
    expect(await found('%')).toEqual(['100% Moon']);
    expect(await found('0% m')).toEqual(['100% Moon']);
    expect(await found('_')).toEqual(['A_B moon']);
    expect(await found('a_b')).toEqual(['A_B moon']);
    expect(await found('\\')).toEqual(['Back\\slash']);
    expect(await found('100')).toEqual(['100 Moon', '100% Moon']);
  });
});
