import { NFT_STATUS, type Collection } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createTestApp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  uploadContent,
  storeWithTeam,
  type Who,
} from './nfts-test-kit.ts';
import { MINT_NFT_JOB } from './nfts-mint.job.ts';
import { nftsRepo } from './nfts.repo.ts';
import { nfts } from './nfts.tables.ts';

// Approval (spec doc 1 §4, §6) when writes meet: an approved NFT, decisions taken at once, deletes.
let chain: TestChain;
let app: TestApp;
let owner: Who, artist: Who, reviewed: Who;
let erc1155: Collection;
let category: number;
let icon: string;

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  ({ owner, artist, reviewed } = await storeWithTeam(app));
  erc1155 = await deployedCollection(app, owner, 2, 'REV');
  category = await createCategory(app, owner, 'Art');
  icon = await uploadContent(app, owner);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

const body = (over: Record<string, unknown> = {}) => ({
  icon,
  title: 'Moon',
  contract_id: erc1155.id,
  category: String(category),
  copies: 2,
  rank: 1,
  ...over,
});
const newId = async (who: Who, over: Record<string, unknown> = {}) =>
  (await createNft(app, who, body(over))).body.data.id as number;
const approve = (ids: number[]) =>
  call(app, 'PUT', '/api/tokens/batch/examine/agree', { ...owner, body: { ids } });
const refuse = (ids: number[]) =>
  call(app, 'PUT', '/api/tokens/batch/examine/refuse', { ...owner, body: { ids, reason: 'No' } });
const mintJobs = (id: number) =>
  app.db
    .select()
    .from(jobs)
    .where(eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${id}`));
const stored = async (id: number) => (await app.db.select().from(nfts).where(eq(nfts.id, id)))[0];
/** The store's NFTs as they were read a moment ago: the next load answers them with `status`, whatever the database now holds. */
function readStale(status: number) {
  const real = nftsRepo.findManyInShop;
  vi.spyOn(nftsRepo, 'findManyInShop').mockImplementationOnce(async (db, shopId, ids) =>
    (await real(db, shopId, ids)).map((r) => ({ ...r, status: status as typeof r.status })),
  );
}

describe('a collaborator whose NFTs need approval (docs/decisions.md)', () => {
  it('changes their NFT while In Review, and after approval only the store owner changes it (40091)', async () => {
    const id = await newId(reviewed, { description: 'Approved text' });
    expect(
      (
        await call(app, 'PUT', `/api/tokens/${id}`, {
          ...reviewed,
          body: { title: 'Before review' },
        })
      ).body.data.title,
    ).toBe('Before review');
    expect((await approve([id])).body.statusCode).toBe(0);
    const swapped = await uploadContent(app, reviewed, '#f00');
    const change = {
      icon: swapped,
      title: 'Swapped',
      description: 'Swapped text',
      attrs: { properties: [['Swapped', 'yes']] },
    };
    // Refused while Minting and once Off Sale, and nothing changes.
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...reviewed, body: change })).body,
    ).toMatchObject({
      statusCode: 40091,
      statusDesc: 'An approved NFT can only be changed by the store owner',
    });
    await drainJobs(app);
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...reviewed, body: change })).body.statusCode,
    ).toBe(40091);
    expect((await getNft(app, owner, id)).body.data).toMatchObject({
      status: NFT_STATUS.offSale,
      icon,
      title: 'Before review',
      description: 'Approved text',
      attrs: { properties: [] },
    });
    expect((await call(app, 'GET', `/api/token-metadata/${id}`)).body).toMatchObject({
      name: 'Before review',
      description: 'Approved text',
    });
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...owner, body: { title: 'By the owner' } }))
        .body.data.title,
    ).toBe('By the owner');
  });

  it('is refused the change of an NFT that the owner approved while the change was being checked', async () => {
    const id = await newId(reviewed);
    expect((await approve([id])).body.statusCode).toBe(0);
    const real = nftsRepo.findInShop;
    vi.spyOn(nftsRepo, 'findInShop').mockImplementationOnce(async (db, shopId, nftId) => ({
      ...(await real(db, shopId, nftId))!,
      status: NFT_STATUS.inReview,
    }));
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...reviewed, body: { title: 'Slipped in' } }))
        .body.statusCode,
    ).toBe(40091);
    expect((await stored(id))!.title).toBe('Moon');
    await drainJobs(app);
  });

  it('sends the change back to review when the owner rejected the NFT while the change was being checked', async () => {
    const id = await newId(reviewed);
    expect((await refuse([id])).body.statusCode).toBe(0);
    const real = nftsRepo.findInShop;
    vi.spyOn(nftsRepo, 'findInShop').mockImplementationOnce(async (db, shopId, nftId) => ({
      ...(await real(db, shopId, nftId))!,
      status: NFT_STATUS.inReview,
    }));
    expect(
      (
        await call(app, 'PUT', `/api/tokens/${id}`, {
          ...reviewed,
          body: { title: 'Fixed meanwhile' },
        })
      ).body.data,
    ).toMatchObject({ status: NFT_STATUS.inReview, title: 'Fixed meanwhile' });
    expect((await stored(id))!).toMatchObject({ status: NFT_STATUS.inReview, reason: null });
  });

  it('changes a Rejected NFT, which goes back In Review; a collaborator without approval keeps changing theirs', async () => {
    const id = await newId(reviewed);
    expect((await refuse([id])).body.statusCode).toBe(0);
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...reviewed, body: { title: 'Fixed' } })).body
        .data,
    ).toMatchObject({ status: NFT_STATUS.inReview, title: 'Fixed' });
    const free = await newId(artist);
    await drainJobs(app);
    expect(
      (await call(app, 'PUT', `/api/tokens/${free}`, { ...artist, body: { title: 'Still mine' } }))
        .body.data,
    ).toMatchObject({ status: NFT_STATUS.offSale, title: 'Still mine' });
  });
});

describe('approve and reject at the same moment (spec doc 1 §4: only from In Review)', () => {
  it('lets exactly one of them decide; the NFT is then Minting with its job, or Rejected without one', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newId(reviewed);
      const [agreed, refused] = await Promise.all([approve([id]), refuse([id])]);
      const codes = [agreed.body.statusCode, refused.body.statusCode];
      expect(codes, `round ${round}`).toSatisfy(
        (c: number[]) => (c[0] === 0 && c[1] === 41113) || (c[0] === 41112 && c[1] === 0),
      );
      const row = (await stored(id))!;
      if (codes[0] === 0) {
        expect(row.status).toBe(NFT_STATUS.minting);
        expect((await mintJobs(id)).map((j) => j.id)).toEqual([row.mintJobId]);
      } else {
        expect(row).toMatchObject({ status: NFT_STATUS.rejected, reason: 'No', mintJobId: null });
        expect(await mintJobs(id)).toEqual([]);
      }
    }
    await drainJobs(app);
  });

  it('approves none of a batch when one was rejected after it was read (E112), and queues no mint', async () => {
    const [first, second] = [await newId(reviewed), await newId(reviewed)];
    expect((await refuse([second])).body.statusCode).toBe(0);
    readStale(NFT_STATUS.inReview);
    expect((await approve([first, second])).body).toMatchObject({
      statusCode: 41112,
      data: { id: second },
    });
    expect([(await stored(first))!.status, (await stored(second))!.status]).toEqual([
      NFT_STATUS.inReview,
      NFT_STATUS.rejected,
    ]);
    expect([...(await mintJobs(first)), ...(await mintJobs(second))]).toEqual([]);
  });

  it('rejects none of a batch when one was approved after it was read (E113)', async () => {
    const [first, second] = [await newId(reviewed), await newId(reviewed)];
    expect((await approve([second])).body.statusCode).toBe(0);
    readStale(NFT_STATUS.inReview);
    expect((await refuse([first, second])).body).toMatchObject({
      statusCode: 41113,
      data: { id: second },
    });
    expect((await stored(first))!).toMatchObject({ status: NFT_STATUS.inReview, reason: null });
    expect((await stored(second))!.status).toBe(NFT_STATUS.minting);
    await drainJobs(app);
  });
});

describe('deletion when writes meet (spec doc 1 §4)', () => {
  it('deletes none of a batch when one was put on sale after it was read (E114)', async () => {
    const [first, second] = [await newId(owner), await newId(owner)];
    await drainJobs(app);
    await app.db.update(nfts).set({ status: NFT_STATUS.onSale }).where(eq(nfts.id, second));
    readStale(NFT_STATUS.offSale);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/destroy', {
          ...owner,
          body: { ids: [first, second] },
        })
      ).body,
    ).toMatchObject({ statusCode: 41114, data: { id: second } });
    expect([(await stored(first))?.id, (await stored(second))?.id]).toEqual([first, second]);
  });

  it('answers 40090 naming the NFT a mystery box holds, from the box\u2019s foreign key (also for a box that commits while the delete runs)', async () => {
    const id = await newId(owner);
    await drainJobs(app);
    const boxImage = await uploadContent(app, owner, '#c3a', 'boxImage');
    const box = await call(app, 'POST', '/api/boxes', {
      ...owner,
      body: {
        icon: boxImage,
        content: boxImage,
        title: 'Box',
        contract_id: erc1155.id,
        royalties: 10,
        category: String(category),
        contents: [{ rank: 1, nft_id: id, quantity: 1 }],
      },
    });
    expect(box.body.statusCode).toBe(0);
    // No check runs before the delete's write: the foreign key refuses it, whenever the box committed.
    const res = await call(app, 'DELETE', `/api/tokens/${id}`, owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 40090, data: { id } });
    expect((await stored(id))?.id).toBe(id);
    await drainJobs(app);
  });
});
