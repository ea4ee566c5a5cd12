import { mintfrontErc1155Abi } from '@mintfront/contracts';
import { NFT_STATUS, type Collection, type Nft } from '@mintfront/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
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
import { nfts } from './nfts.tables.ts';

let chain: TestChain;
let app: TestApp;
let owner: Who, artist: Who, reviewed: Who, stranger: Who;
let erc721: Collection, erc1155: Collection;
let category: number, otherCategory: number;
let icon: string;

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  ({ owner, artist, reviewed } = await storeWithTeam(app));
  const s = await signUp(app);
  const strangerShop = await createShop(app, s);
  stranger = { as: s, shopId: strangerShop.id };
  erc721 = await deployedCollection(app, owner, 1, 'ONE');
  erc1155 = await deployedCollection(app, owner, 2, 'MANY');
  category = await createCategory(app, owner, 'Art');
  otherCategory = await createCategory(app, stranger, 'Elsewhere');
  icon = await uploadContent(app, owner);
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
  copies: 3,
  rank: 2,
  ...over,
});
const countNfts = async () => (await app.db.select().from(nfts)).length;
/** An NFT whose mint the contract refused (Mint failed): an ERC-721 call to the ERC-1155 contract. */
async function failedMint(who: Who): Promise<number> {
  const id = (await createNft(app, who, body())).body.data.id as number;
  const [job] = await app.db
    .select()
    .from(jobs)
    .where(eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${id}`));
  await app.db
    .update(jobs)
    .set({ payload: { ...job!.payload, type: 'erc721' } })
    .where(eq(jobs.id, job!.id));
  await drainJobs(app);
  expect((await getNft(app, who, id)).body.data.status).toBe(NFT_STATUS.mintFailed);
  return id;
}

describe('POST /api/tokens rules (spec doc 1 §5)', () => {
  it.each([
    [{ icon: '' }, 'icon', 'required'],
    [{ title: '' }, 'title', 'required'],
    [{ contract_id: undefined }, 'contract_id', 'required'],
    [{ category: '' }, 'category', 'categoryRequired'],
    [{ rank: 5 }, 'rank', 'rank'],
    [{ copies: 0 }, 'copies', 'copies'],
    [{ copies: 1_000_001 }, 'copies', 'copies'],
    [{ royalties: 1.005 }, 'royalties', 'royaltyDecimals'],
    // No coercion (E19's field): blank is not 0, true not 1, hex not a number.
    [{ royalties: '' }, 'royalties', 'required'],
    [{ royalties: ' ' }, 'royalties', 'required'],
    [{ royalties: null }, 'royalties', 'required'],
    [{ royalties: true }, 'royalties', 'number'],
    [{ royalties: '0x10' }, 'royalties', 'number'],
    [{ description: 'd'.repeat(3001) }, 'description', 'tooLong'],
    [{ is_locked: true }, 'unlockable_content', 'required'],
    [{ attrs: { levels: [['Speed', 6, 5]] } }, 'attrs.levels.0.1', 'levelRange'],
    [{ attrs: { boosts: [['Luck', 101]] } }, 'attrs.boosts.0.1', 'boostPercent'],
    [{ icon: `ab/cd/${'e'.repeat(64)}.webp` }, 'icon', 'nftContentType'],
  ])('%j answers 40001 on %s and writes nothing', async (over, field, key) => {
    const before = await countNfts();
    const res = await createNft(app, owner, body(over));
    expect(res.body.statusCode).toBe(40001);
    expect(res.body.data.errors[0]).toMatchObject({ field, key });
    expect(await countNfts()).toBe(before);
  });

  it('answers E19 for a royalty above 50 and takes 50', async () => {
    const over = await createNft(app, owner, body({ royalties: 50.01 }));
    expect(over.body.statusCode).toBe(41019);
    const at = await createNft(app, owner, body({ royalties: 50 }));
    expect(at.body.data.royalties).toBe(50);
    expect((await createNft(app, owner, body())).body.data.royalties).toBe(10);
    expect((await createNft(app, owner, body({ royalties: '12.5' }))).body.data.royalties).toBe(
      12.5,
    );
    expect((await createNft(app, owner, body({ royalties: '50.01' }))).body.statusCode).toBe(41019);
    await drainJobs(app);
  });

  it('refuses a collection of another store, a category of another store and a file it did not upload', async () => {
    const foreign = await deployedCollection(app, stranger, 2, 'FOR');
    expect(
      (await createNft(app, owner, body({ contract_id: foreign.id }))).body.data.errors[0],
    ).toMatchObject({ field: 'contract_id', key: 'collectionNotMintable' });
    expect(
      (await createNft(app, owner, body({ category: `${category},${otherCategory}` }))).body
        .statusCode,
    ).toBe(40016);
    const theirs = await uploadContent(app, stranger, '#f00');
    expect((await createNft(app, owner, body({ icon: theirs }))).body.statusCode).toBe(40019);
  });
});

describe('minting (spec doc 1 §4)', () => {
  it('mints the copies of an ERC-1155 NFT as one id, then it is Off Sale with the chain quantities', async () => {
    const res = await createNft(
      app,
      owner,
      body({ copies: 7, attrs: { properties: [['Colour', 'Blue']] } }),
    );
    expect(res.body.data).toMatchObject({
      status: NFT_STATUS.minting,
      type: 2,
      total_minted: 0,
      contract_address: erc1155.address,
    });
    await drainJobs(app);
    const detail = (await getNft(app, owner, res.body.data.id)).body.data;
    expect(detail).toMatchObject({
      status: NFT_STATUS.offSale,
      total_minted: 7,
      token_id: String(res.body.data.id),
      chain: { minted: 7, owned: 7 },
    });
    const history = await call(app, 'POST', '/api/nft/minted/history', {
      ...owner,
      body: { id: detail.id },
    });
    expect(history.body.data).toMatchObject({
      total: 1,
      list: [{ quantity: 7, txHash: detail.tx_hash }],
    });
    const owners = await call(app, 'GET', `/api/token/owner/${detail.id}`, owner);
    expect(owners.body.data).toMatchObject({
      total: 1,
      list: [{ address: chain.operator, quantity: 7 }],
    });
    expect((await call(app, 'GET', `/api/secondary/${detail.id}`, owner)).body.data.total).toBe(0);
    const meta = await call(app, 'GET', `/api/token-metadata/${detail.id}`);
    expect(meta.body).toMatchObject({
      name: 'Moon',
      attributes: [{ trait_type: 'Colour', value: 'Blue' }],
    });
  });

  it('mints an ERC-721 NFT as one token per copy', async () => {
    const res = await createNft(app, owner, body({ contract_id: erc721.id, copies: 3 }));
    expect(res.body.data.type).toBe(1);
    await drainJobs(app);
    const detail = (await getNft(app, owner, res.body.data.id)).body.data;
    expect(detail).toMatchObject({
      status: NFT_STATUS.offSale,
      total_minted: 3,
      chain: { minted: 3, owned: 3 },
    });
    const history = (
      await call(app, 'POST', '/api/nft/minted/history', { ...owner, body: { id: detail.id } })
    ).body.data.list[0];
    expect(BigInt(history.lastTokenId) - BigInt(history.firstTokenId)).toBe(2n);
    expect(detail.token_id).toBe(history.firstTokenId);
  });

  it('records a mint the contract refuses as failed with its reason (E65)', async () => {
    const res = await createNft(app, owner, body());
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${res.body.data.id}`));
    // An ERC-721 call to the ERC-1155 contract: the contract reverts it.
    await app.db
      .update(jobs)
      .set({ payload: { ...job!.payload, type: 'erc721' } })
      .where(eq(jobs.id, job!.id));
    await drainJobs(app);
    const failed = (await getNft(app, owner, res.body.data.id)).body.data;
    expect(failed.status).toBe(NFT_STATUS.mintFailed);
    expect(failed.reason).toMatch(/^E65: /);
    const [ended] = await app.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(ended).toMatchObject({ status: 'failed', errorCode: 'E65', attempts: 1 });
  });
});

describe('approval of collaborators\u2019 NFTs (spec doc 1 §4, §6)', () => {
  it('puts the NFT of a collaborator who needs approval In Review, without minting', async () => {
    const res = await createNft(app, reviewed, body());
    expect(res.body.data.status).toBe(NFT_STATUS.inReview);
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${res.body.data.id}`)),
    ).toEqual([]);
    const free = await createNft(app, artist, body());
    expect(free.body.data.status).toBe(NFT_STATUS.minting);
  });

  it('lets only the owner approve, only from In Review; approval mints it', async () => {
    const id = (await createNft(app, reviewed, body())).body.data.id;
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/agree', {
          ...artist,
          body: { ids: [id] },
        })
      ).body.statusCode,
    ).toBe(41119);
    expect(
      (await call(app, 'PUT', '/api/tokens/batch/examine/agree', { ...owner, body: { ids: [id] } }))
        .body.statusCode,
    ).toBe(0);
    expect((await getNft(app, owner, id)).body.data.status).toBe(NFT_STATUS.minting);
    await drainJobs(app);
    expect((await getNft(app, owner, id)).body.data.status).toBe(NFT_STATUS.offSale);
    expect(
      (await call(app, 'PUT', '/api/tokens/batch/examine/agree', { ...owner, body: { ids: [id] } }))
        .body.statusCode,
    ).toBe(41112);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id], reason: 'late' },
        })
      ).body.statusCode,
    ).toBe(41113);
  });

  it('rejects with a reason, all or none; an edit resubmits it', async () => {
    const id = (await createNft(app, reviewed, body())).body.data.id;
    const minted = (await createNft(app, owner, body())).body.data.id;
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id] },
        })
      ).body.data.errors[0].field,
    ).toBe('reason');
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id, minted], reason: 'no' },
        })
      ).body.statusCode,
    ).toBe(41113);
    expect((await getNft(app, owner, id)).body.data.status).toBe(NFT_STATUS.inReview);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...reviewed,
          body: { ids: [id], reason: 'no' },
        })
      ).body.statusCode,
    ).toBe(41119);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id], reason: 'Blurry' },
        })
      ).body.statusCode,
    ).toBe(0);
    expect((await getNft(app, reviewed, id)).body.data).toMatchObject({
      status: NFT_STATUS.rejected,
      reason: 'Blurry',
    });
    const edited = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...reviewed,
      body: { title: 'Sharper' },
    });
    expect(edited.body.data).toMatchObject({
      status: NFT_STATUS.inReview,
      title: 'Sharper',
      reason: null,
    });
    await drainJobs(app);
  });
});

describe('unlockable content', () => {
  it('is returned to the creator and the store owner only', async () => {
    const id = (
      await createNft(app, artist, body({ is_locked: true, unlockable_content: 'secret code' }))
    ).body.data.id;
    expect((await getNft(app, artist, id)).body.data).toMatchObject({
      is_locked: true,
      unlockable_content: 'secret code',
    });
    expect((await getNft(app, owner, id)).body.data.unlockable_content).toBe('secret code');
    expect((await getNft(app, reviewed, id)).body.data).toMatchObject({
      is_locked: true,
      unlockable_content: null,
    });
    const listed = (
      await call(app, 'GET', `/api/tokens?creator_id=${artist.as.uid}&limit=50`, reviewed)
    ).body.data.list as Nft[];
    expect(listed.find((n) => n.id === id)?.unlockable_content).toBeNull();
    expect((await getNft(app, stranger, id)).body.statusCode).toBe(40400);
    await drainJobs(app);
  });

  it('is never in a list answer, not even for the creator and the owner', async () => {
    const id = (
      await createNft(app, artist, body({ is_locked: true, unlockable_content: 'list secret' }))
    ).body.data.id;
    for (const who of [artist, owner]) {
      const listed = (
        await call(app, 'GET', `/api/tokens?creator_id=${artist.as.uid}&limit=50`, who)
      ).body.data.list as Nft[];
      expect(listed.find((n) => n.id === id)).toMatchObject({
        is_locked: true,
        unlockable_content: null,
      });
    }
    expect((await getNft(app, owner, id)).body.data.unlockable_content).toBe('list secret');
    await drainJobs(app);
  });

  it('is not stored for an NFT created unlocked, as an unlocking PUT drops it', async () => {
    const created = await createNft(
      app,
      artist,
      body({ is_locked: false, unlockable_content: 'kept?' }),
    );
    expect(created.body.data).toMatchObject({ is_locked: false, unlockable_content: null });
    expect(
      (await app.db.select().from(nfts).where(eq(nfts.id, created.body.data.id)))[0]
        ?.unlockableContent,
    ).toBeNull();
    await drainJobs(app);
  });
});

describe('GET /api/token-metadata/{id} (public)', () => {
  const metadata = (id: number) => call(app, 'GET', `/api/token-metadata/${id}`);

  it('answers for an NFT Minting, Off Sale, On Sale or Sold Out', async () => {
    const id = (await createNft(app, owner, body({ title: 'Public moon' }))).body.data.id;
    expect((await metadata(id)).body).toMatchObject({ name: 'Public moon' });
    await drainJobs(app);
    for (const status of [NFT_STATUS.offSale, NFT_STATUS.onSale, NFT_STATUS.soldOut]) {
      await app.db.update(nfts).set({ status }).where(eq(nfts.id, id));
      const res = await metadata(id);
      expect(res.status, String(status)).toBe(200);
      expect(res.body).toMatchObject({ name: 'Public moon' });
    }
  });

  it('answers an NFT In Review, Rejected or whose mint failed as an unknown id', async () => {
    const unknown = await metadata(2_000_000_000);
    expect(unknown.body.statusCode).toBe(40400);
    const id = (await createNft(app, reviewed, body({ title: 'Hidden moon' }))).body.data.id;
    expect(await metadata(id)).toEqual(unknown);
    expect(
      (
        await call(app, 'PUT', '/api/tokens/batch/examine/refuse', {
          ...owner,
          body: { ids: [id], reason: 'No' },
        })
      ).body.statusCode,
    ).toBe(0);
    expect(await metadata(id)).toEqual(unknown);
    expect(await metadata(await failedMint(owner))).toEqual(unknown);
  });
});

describe('PUT /api/tokens/{id}', () => {
  it('lets the creator and the owner change the off-chain fields, and nobody else', async () => {
    const id = (await createNft(app, artist, body({ is_locked: true, unlockable_content: 'code' })))
      .body.data.id;
    const changed = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...artist,
      body: { title: 'Renamed', rank: 4, copies: 99, attrs: { stats: [['Power', 3, 5]] } },
    });
    expect(changed.body.data).toMatchObject({
      title: 'Renamed',
      rank: 4,
      copies: 3,
      attrs: { stats: [['Power', 3, 5]], properties: [] },
    });
    expect(
      (
        await call(app, 'PUT', `/api/tokens/${id}`, {
          ...owner,
          body: { description: 'By the owner' },
        })
      ).body.statusCode,
    ).toBe(0);
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...reviewed, body: { title: 'Mine now' } }))
        .body.statusCode,
    ).toBe(40300);
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...artist, body: { rank: 0 } })).body.data
        .errors[0],
    ).toMatchObject({ field: 'rank', key: 'rank' });
    const unlocked = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...artist,
      body: { is_locked: false },
    });
    expect(unlocked.body.data).toMatchObject({ is_locked: false, unlockable_content: null });
    await drainJobs(app);
  });
});

describe('PUT /api/tokens/{id} attributes', () => {
  it('replaces only the kinds sent and keeps the stored others', async () => {
    const attrs = {
      properties: [['Colour', 'Blue']],
      levels: [['Speed', 3, 5]],
      stats: [['Power', 1, 5]],
      boosts: [['Luck', 10]],
      date: [['Born', '2024-02-29']],
    };
    const id = (await createNft(app, owner, body({ attrs }))).body.data.id;
    const changed = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...owner,
      body: { attrs: { stats: [['Power', 4, 5]] } },
    });
    expect(changed.body.data.attrs).toEqual({ ...attrs, stats: [['Power', 4, 5]] });
    expect((await getNft(app, owner, id)).body.data.attrs).toEqual({
      ...attrs,
      stats: [['Power', 4, 5]],
    });
    // An emptied kind is sent as []; every kind sent (the console's form) replaces them all.
    const all = { properties: [], levels: [['Speed', 5, 5]], stats: [], boosts: [], date: [] };
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...owner, body: { attrs: { boosts: [] } } }))
        .body.data.attrs,
    ).toEqual({ ...attrs, stats: [['Power', 4, 5]], boosts: [] });
    expect(
      (await call(app, 'PUT', `/api/tokens/${id}`, { ...owner, body: { attrs: all } })).body.data
        .attrs,
    ).toEqual(all);
    await drainJobs(app);
  });
});

describe('PUT /api/tokens/{id} with emptied texts', () => {
  it('clears the description, SEO texts and unlockable text sent empty, and keeps what is not sent', async () => {
    const id = (
      await createNft(
        app,
        owner,
        body({
          description: 'Full moon',
          page_tile: 'Moon page',
          page_url: 'moon',
          is_locked: true,
          unlockable_content: 'code',
        }),
      )
    ).body.data.id;
    const cleared = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...owner,
      body: { description: '', page_tile: '', is_locked: false, unlockable_content: '' },
    });
    expect(cleared.body.data).toMatchObject({
      description: null,
      page_title: null,
      page_url: 'moon',
      is_locked: false,
      unlockable_content: null,
    });
    const locked = await call(app, 'PUT', `/api/tokens/${id}`, {
      ...owner,
      body: { is_locked: true, unlockable_content: '' },
    });
    expect(locked.body.data.errors[0]).toMatchObject({
      field: 'unlockable_content',
      key: 'required',
    });
    await drainJobs(app);
  });
});

describe('chain reads of a minted NFT', () => {
  it('show transfers after the mint as secondary moves, and the holders that result', async () => {
    const id = (await createNft(app, owner, body({ copies: 5 }))).body.data.id;
    await drainJobs(app);
    const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const hash = await chain.clients.walletClient('local').writeContract({
      address: erc1155.address as `0x${string}`,
      abi: mintfrontErc1155Abi,
      functionName: 'safeTransferFrom',
      args: [chain.operator, buyer, BigInt(id), 2n, '0x'],
    });
    await chain.publicClient.waitForTransactionReceipt({ hash });
    await app.chainIndexer.runOnce(); // the answers read the transfers the indexer recorded
    expect((await getNft(app, owner, id)).body.data.chain).toEqual({ minted: 5, owned: 3 });
    const owners = (await call(app, 'GET', `/api/token/owner/${id}`, owner)).body.data;
    expect(owners.list).toEqual([
      { address: chain.operator, quantity: 3 },
      { address: buyer, quantity: 2 },
    ]);
    const secondary = (await call(app, 'GET', `/api/secondary/${id}`, owner)).body.data;
    expect(secondary).toMatchObject({
      total: 1,
      list: [{ from: chain.operator, to: buyer, quantity: 2, txHash: hash }],
    });
  });
});

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
