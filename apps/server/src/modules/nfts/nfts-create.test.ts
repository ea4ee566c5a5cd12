import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintfrontErc1155Abi } from '@mintfront/contracts';
import { NFT_STATUS, type Collection } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { type TestChain } from '../../test/chain.ts';
import { call, type TestApp } from '../../test/helper.ts';
import {
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  uploadContent,
  type Who,
} from './nfts-test-kit.ts';
import { MINT_NFT_JOB } from './nfts-mint.job.ts';
import { startNftStore, type NftStore } from './nfts-store-fixture.ts';

let s: NftStore;
let chain: TestChain;
let app: TestApp;
let owner: Who, stranger: Who;
let erc721: Collection, erc1155: Collection;
let category: number, otherCategory: number;
beforeAll(async () => {
  s = await startNftStore();
  ({ chain, app, owner, stranger, erc721, erc1155, category, otherCategory } = s);
});
afterAll(async () => s?.stop());
const body = (over: Record<string, unknown> = {}) => s.body(over);
const countNfts = () => s.countNfts();

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
