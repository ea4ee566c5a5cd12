import { deployStoreContract, mintfrontErc721Abi } from '@mintfront/contracts';
import { ERRORS, type Collection } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';
import type { Shop } from '@mintfront/domain';
import { postForm } from '../uploads/uploads-test-kit.ts';

const storeOwnerWallet = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
);
// A contract answering 42 to every call: code, but no ERC-165 (an ERC-20-like stand-in).
const ANSWERS_42 = '0x600a600c600039600a6000f3602a60005260206000f3';

let chain: TestChain;
let app: TestApp;
let owner: SignedUp;
let shop: Shop;

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { pollMs: 50 } });
  owner = await signUp(app);
  shop = await createShop(app, owner, { chain: 'local' });
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

const newCollection = (over: Record<string, unknown> = {}) => ({
  name: 'Moon Cats',
  title: 'MoonCats',
  symbol: 'MOON',
  type: 1,
  royalties: 7.5,
  description: 'Cats on the moon',
  ...over,
});

async function settled(id: number, shopId = shop.id, as = owner): Promise<Collection> {
  for (let i = 0; i < 200; i++) {
    const res = await call(app, 'GET', `/api/contract/status/${id}`, { as, shopId });
    if (res.body.data.status !== 0)
      return (await call(app, 'GET', `/api/contracts/${id}`, { as, shopId })).body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`collection ${id} still Processing`);
}

describe('POST /api/contracts', () => {
  it('answers Processing, deploys through a job, then turns Unverified with a contract at the address', async () => {
    const res = await call<Collection>(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection(),
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      status: 0,
      source: 0,
      type: 1,
      address: null,
      name: 'Moon Cats',
      title: 'MoonCats',
      royalties: 7.5,
    });

    const done = await settled(res.body.data.id);
    expect(done.status).toBe(1);
    const address = done.address as `0x${string}`;
    expect(await chain.publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/);
    const read = (functionName: 'name' | 'symbol' | 'owner') =>
      chain.publicClient.readContract({ address, abi: mintfrontErc721Abi, functionName });
    expect(await read('name')).toBe('MoonCats');
    expect(await read('symbol')).toBe('MOON');
    // No wallet bound yet: the platform operator owns it.
    expect(await read('owner')).toBe(chain.operator);
    const [, amount] = await chain.publicClient.readContract({
      address,
      abi: mintfrontErc721Abi,
      functionName: 'royaltyInfo',
      args: [1n, 10_000n],
    });
    expect(amount).toBe(750n);
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, (await app.db.select().from(jobs)).at(-1)!.id));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it("makes the store owner's bound wallet the contract owner, with the operator as approved minter", async () => {
    const owner2 = await signUp(app);
    const shop2 = await createShop(app, owner2);
    const { message } = (
      await call(app, 'GET', `/api/wallet/sign?wallet=${storeOwnerWallet.address}&chain_id=31337`, {
        as: owner2,
      })
    ).body.data;
    const bind = await call(app, 'POST', '/api/shop/wallet/bind', {
      as: owner2,
      shopId: shop2.id,
      body: {
        wallet: storeOwnerWallet.address,
        message,
        signature: await storeOwnerWallet.signMessage({ message }),
      },
    });
    expect(bind.body.statusCode).toBe(0);
    const res = await call<Collection>(app, 'POST', '/api/contracts', {
      as: owner2,
      shopId: shop2.id,
      body: newCollection({ type: 2, symbol: 'BOX' }),
    });
    const done = await settled(res.body.data.id, shop2.id, owner2);
    const address = done.address as `0x${string}`;
    expect(
      await chain.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'owner',
      }),
    ).toBe(storeOwnerWallet.address);
    expect(
      await chain.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'isMinter',
        args: [chain.operator],
      }),
    ).toBe(true);
  });

  it('refuses a royalty over 50% (40001 on royalties) and more than 2 decimals', async () => {
    const over = await call(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ royalties: 50.01 }),
    });
    expect(over.body.statusCode).toBe(40001);
    expect(over.body.data.errors[0]).toMatchObject({ field: 'royalties', key: 'royaltyMax' });
    const decimals = await call(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ royalties: 1.234 }),
    });
    expect(decimals.body.data.errors[0]).toMatchObject({
      field: 'royalties',
      key: 'royaltyDecimals',
    });
  });

  it('refuses a category that is not one of the shop', async () => {
    const res = await call(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ category: '999999' }),
    });
    expect(res.body.statusCode).toBe(ERRORS.CATEGORY_NOT_FOUND.code);
  });
});

describe('contract-level metadata (contractURI)', () => {
  it('deploys with contractURI = PUBLIC_URL/api/contract-metadata/{id}, which answers the metadata JSON without a session', async () => {
    const res = await call<Collection>(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ name: 'Meta Cats', royalties: 2.5 }),
    });
    const done = await settled(res.body.data.id);
    const uri = await chain.publicClient.readContract({
      address: done.address as `0x${string}`,
      abi: mintfrontErc721Abi,
      functionName: 'contractURI',
    });
    expect(uri).toBe(`http://localhost:8080/api/contract-metadata/${done.id}`);

    const meta = await app.inject({ method: 'GET', url: new URL(uri).pathname });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toEqual({
      name: 'Meta Cats',
      description: 'Cats on the moon',
      image: null,
      banner_image: null,
      external_link: `http://${shop.subdomain}.localhost:8080/collection/${done.id}`,
      seller_fee_basis_points: 250,
      fee_recipient: chain.operator,
    });
  });

  it('answers not found for an unknown collection', async () => {
    const meta = await app.inject({ method: 'GET', url: '/api/contract-metadata/999999' });
    expect(meta.json().statusCode).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('POST /api/contracts/import', () => {
  it('imports a store contract of the shop chain, reading its interface, name, symbol and royalty', async () => {
    const wallet = chain.clients.walletClient('local');
    const { address } = await deployStoreContract(wallet, chain.publicClient, {
      type: 'erc1155',
      name: 'Old Boxes',
      symbol: 'OLD',
      owner: wallet.account.address,
      royaltyReceiver: wallet.account.address,
      royaltyBps: 250,
      contractURI: '',
    });
    const res = await call<Collection>(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address, chain: 'local' },
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      type: 2,
      source: 1,
      status: 1,
      title: 'Old Boxes',
      symbol: 'OLD',
      name: 'Old Boxes',
      royalties: 2.5,
      address: getAddress(address),
    });
    const twice = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address, chain: 'local' },
    });
    expect(twice.body.statusCode).toBe(ERRORS.COLLECTION_EXISTS.code);
  });

  it('refuses a contract that is no ERC-721/1155, and an address without code (E68)', async () => {
    const wallet = chain.clients.walletClient('local');
    const hash = await wallet.sendTransaction({ data: ANSWERS_42 });
    const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
    const notNft = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address: contractAddress, chain: 'local' },
    });
    expect(notNft.body.statusCode).toBe(ERRORS.E68.code);
    const eoa = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address: storeOwnerWallet.address, chain: 'local' },
    });
    expect(eoa.body.statusCode).toBe(ERRORS.E68.code);
  });

  it("refuses a contract of another chain than the shop's (chain-mismatch rule)", async () => {
    const res = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address: storeOwnerWallet.address, chain: 'polygon' },
    });
    expect(res.body.statusCode).toBe(ERRORS.CHAIN_MISMATCH.code);
  });
});

describe('GET /api/contracts, GET/PUT /api/contracts/{id}', () => {
  it('lists the shop collections with the source filter, and changes the off-chain fields', async () => {
    const list = await call(app, 'GET', '/api/contracts?source=0&limit=50', {
      as: owner,
      shopId: shop.id,
    });
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.every((c: Collection) => c.source === 0)).toBe(true);
    const id = list.body.data.list[0].id as number;
    const put = await call(app, 'PUT', `/api/contracts/${id}`, {
      as: owner,
      shopId: shop.id,
      body: { name: 'Moon Cats II', page_title: 'Cats' },
    });
    expect(put.body.data).toMatchObject({
      name: 'Moon Cats II',
      page_title: 'Cats',
      title: 'MoonCats',
    });
  });

  it('takes as logo and banner only files this shop uploaded as collectionLogo / collectionBanner, naming the field', async () => {
    const who = { as: owner, shopId: shop.id };
    const upload = async (kind: string, background: string, as = who) => {
      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
      return (
        await postForm(app, '/api/upload/file', as, [
          { name: 'kind', value: kind },
          { name: 'file', fileName: 'f.png', bytes: png },
        ])
      ).data.path as string;
    };
    const logo = await upload('collectionLogo', '#123456');
    const banner = await upload('collectionBanner', '#654321');
    const other = await signUp(app);
    const theirs = await upload('collectionBanner', '#abcdef', {
      as: other,
      shopId: (await createShop(app, other)).id,
    });

    // Another shop's upload, a file of another kind, a made-up path: nothing is written.
    const created = await call(app, 'POST', '/api/contracts', {
      ...who,
      body: newCollection({ name: 'Foreign', icon: logo, banner: theirs }),
    });
    expect(created.body).toMatchObject({
      statusCode: ERRORS.FILE_NOT_UPLOADED.code,
      data: { field: 'banner' },
    });
    expect((await call(app, 'GET', '/api/contracts?search=Foreign', who)).body.data.total).toBe(0);
    const id = (await call(app, 'GET', '/api/contracts', who)).body.data.list[0].id as number;
    const put = (body: Record<string, unknown>) =>
      call(app, 'PUT', `/api/contracts/${id}`, { ...who, body });
    expect((await put({ icon: banner })).body).toMatchObject({
      statusCode: ERRORS.FILE_NOT_UPLOADED.code,
      data: { field: 'icon' },
    });
    expect((await put({ banner: `ab/cd/${'0'.repeat(64)}.png` })).body).toMatchObject({
      statusCode: ERRORS.FILE_NOT_UPLOADED.code,
      data: { field: 'banner' },
    });
    expect((await put({ banner: '/files/b.png' })).body).toMatchObject({
      statusCode: 40001,
      statusDesc: expect.stringMatching(/^banner: /),
    });

    const own = await put({ icon: logo, banner });
    expect(own.body.data).toMatchObject({
      icon: logo,
      icon_url: `http://localhost:8080/api/files/${logo}`,
      banner,
      banner_url: `http://localhost:8080/api/files/${banner}`,
    });
    expect((await put({ banner: '' })).body.data).toMatchObject({
      icon: logo,
      banner: null,
      banner_url: null,
    });
  });

  it('answers the logo url and its list thumbnail (none for an SVG logo)', async () => {
    const who = { as: owner, shopId: shop.id };
    const id = (await call(app, 'GET', '/api/contracts', who)).body.data.list[0].id as number;
    const png = await sharp({
      create: { width: 640, height: 640, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const logo = (
      await postForm(app, '/api/upload/file', who, [
        { name: 'kind', value: 'collectionLogo' },
        { name: 'file', fileName: 'l.png', bytes: png },
      ])
    ).data.path as string;
    const thumbnail = logo.replace(/\.png$/, '.thumb.webp');
    const put = await call(app, 'PUT', `/api/contracts/${id}`, { ...who, body: { icon: logo } });
    expect(put.body.data).toMatchObject({
      icon: logo,
      icon_url: `http://localhost:8080/api/files/${logo}`,
      icon_thumbnail: thumbnail,
      icon_thumbnail_url: `http://localhost:8080/api/files/${thumbnail}`,
    });
    const listed = (await call(app, 'GET', '/api/contracts?limit=50', who)).body.data.list.find(
      (c: Collection) => c.id === id,
    );
    expect(listed).toMatchObject({ icon: logo, icon_thumbnail: thumbnail });
    expect((await call(app, 'GET', `/api/contracts/${id}`, who)).body.data.icon_thumbnail).toBe(
      thumbnail,
    );

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle r="4" cx="4" cy="4"/></svg>',
    );
    const vector = (
      await postForm(app, '/api/upload/file', who, [
        { name: 'kind', value: 'collectionLogo' },
        { name: 'file', fileName: 'l.svg', bytes: svg },
      ])
    ).data.path as string;
    const svgPut = await call(app, 'PUT', `/api/contracts/${id}`, {
      ...who,
      body: { icon: vector },
    });
    expect(svgPut.body.data).toMatchObject({
      icon: vector,
      icon_thumbnail: null,
      icon_thumbnail_url: null,
    });
  });

  it("answers 40400 for another shop's collection", async () => {
    const other = await signUp(app);
    const otherShop = await createShop(app, other);
    const id = (await call(app, 'GET', '/api/contracts', { as: owner, shopId: shop.id })).body.data
      .list[0].id;
    expect(
      (await call(app, 'GET', `/api/contracts/${id}`, { as: other, shopId: otherShop.id })).body
        .statusCode,
    ).toBe(40400);
  });
});

describe('without a chain', () => {
  it('answers CHAIN_UNAVAILABLE for a create or an import', async () => {
    const bare = await createTestApp();
    try {
      const who = await signUp(bare);
      const s = await createShop(bare, who);
      expect(
        (
          await call(bare, 'POST', '/api/contracts', {
            as: who,
            shopId: s.id,
            body: newCollection(),
          })
        ).body.statusCode,
      ).toBe(ERRORS.CHAIN_UNAVAILABLE.code);
      expect(
        (await call(bare, 'GET', '/api/contracts', { as: who, shopId: s.id })).body.data.total,
      ).toBe(0);
    } finally {
      await bare.closeAll();
    }
  });
});
