import { ERRORS, OWNER_ALLOWS } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCollaborator, call, signUp } from '../../test/helper.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { drainJobs, getNft, uploadContent, type Who } from '../nfts/testing.ts';
import { expireSales } from './sales-expiry.ts';
import { createSale, mintedNft, sellingWorld, type SellingWorld } from './sales-test-kit.ts';

// Issue 20: sell orders of every type and the rules of spec doc 2 §5.
let w: SellingWorld;
let artist: Who;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

beforeAll(async () => {
  w = await sellingWorld();
  const a = await signUp(w.app);
  await addCollaborator(w.app, w.shop.id, a.uid, OWNER_ALLOWS);
  artist = { as: a, shopId: w.shop.id };
}, 120_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

const issueOf = (res: { body: { statusCode: number; data: unknown } }) =>
  JSON.stringify(res.body.data);

describe('the market', () => {
  it('is deployed on the local chain at start and answered by GET /api/config', async () => {
    const res = await call(w.app, 'GET', '/api/config');
    const market = res.body.data.markets.local as `0x${string}`;
    expect(market).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await w.chain.publicClient.getCode({ address: market })).not.toBe('0x');
  });
});

describe('POST /api/sales', () => {
  it('lists an ERC-1155 NFT at a fixed price (type 1): Active, the NFT On Sale', async () => {
    const nft = await mintedNft(w, w.erc1155, 5);
    const res = await createSale(w, { type: 1, goods_id: nft, quantity: 3, price: '0.01' });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      type: 1,
      quantity: 3,
      surplus: 3,
      soldNum: 0,
      status: 'Active',
      statusCode: 1,
      price: '0.01',
      currencyInfo: { symbol: 'ETH' },
    });
    expect((await getNft(w.app, w.owner, nft)).body.data.status).toBe(2);
  });

  it('lists an ERC-721 NFT in an auction (type 2) and another in offer mode, and a timed sale (type 3)', async () => {
    const a = await mintedNft(w, w.erc721, 1);
    const auction = await createSale(w, {
      type: 2,
      goods_id: a,
      quantity: 1,
      minimum_price: '0.1',
      increment_rate: 10,
      end_date: inDays(3),
    });
    expect(auction.body.statusCode, auction.raw).toBe(0);
    expect(auction.body.data).toMatchObject({
      type: 2,
      offerMode: false,
      minimumPrice: '0.1',
      incrementRate: 10,
    });
    const b = await mintedNft(w, w.erc721, 1);
    const offers = await createSale(w, { type: 2, goods_id: b, quantity: 1, offer_mode: true });
    expect(offers.body.data).toMatchObject({ type: 2, offerMode: true, status: 'Active' });
    const c = await mintedNft(w, w.erc1155, 2);
    const timed = await createSale(w, {
      type: 3,
      goods_id: c,
      quantity: 2,
      price: 1,
      end_date: inDays(1),
    });
    expect(timed.body.data).toMatchObject({ type: 3, status: 'Active' });
  });

  it('refuses type 5 (the launchpad creates airdrops), naming the field', async () => {
    const nft = await mintedNft(w, w.erc1155, 1);
    const res = await createSale(w, { type: 5, goods_id: nft, quantity: 1, price: 1 });
    expect(res.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(issueOf(res)).toContain('type');
    expect(res.body.statusDesc).toMatch(/Launchpad/);
  });

  it('applies the rules of spec §5, each naming its field', async () => {
    const one = await mintedNft(w, w.erc721, 1);
    const many = await mintedNft(w, w.erc1155, 2);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ type: 1, goods_id: many, quantity: 1, price: 0 }, 'price', /above 0/],
      [{ type: 1, goods_id: many, quantity: 0, price: 1 }, 'quantity', /above 0/],
      [{ type: 1, goods_id: many, quantity: 3, price: 1 }, 'quantity', /store wallet holds.*\(2\)/],
      [{ type: 1, goods_id: many, quantity: 1 }, 'price', /required/],
      [{ type: 2, goods_id: many, quantity: 1, offer_mode: true }, 'offer_mode', /ERC-721/],
      [{ type: 2, goods_id: one, quantity: 1, end_date: inDays(8) }, 'end_date', /7 days/],
      [{ type: 2, goods_id: one, quantity: 1 }, 'end_date', /required/],
      [
        {
          type: 3,
          goods_id: many,
          quantity: 1,
          price: 1,
          start_date: inDays(2),
          end_date: inDays(1),
        },
        'end_date',
        /before the start/,
      ],
      [
        {
          type: 3,
          goods_id: many,
          quantity: 1,
          price: 1,
          end_date: inDays(2),
          open_date: inDays(1),
        },
        'open_date',
        /open date/,
      ],
      [
        { type: 4, goods_id: many, quantity: 1, price: 1, end_date: inDays(1) },
        'goods_id',
        /mystery box/,
      ],
      [
        { type: 1, goods_id: many, quantity: 1, price: 1, shop_currency_id: 999 },
        'shop_currency_id',
        /invalid/,
      ],
      [
        { type: 1, goods_id: many, quantity: 1, price: 1, material_pics: Array(11).fill('x') },
        'material_pics',
        /10/,
      ],
    ];
    for (const [body, field, text] of cases) {
      const res = await createSale(w, body);
      expect(res.body.statusCode, `${field}: ${res.raw}`).toBe(ERRORS.VALIDATION.code);
      expect(issueOf(res), field).toContain(field);
      expect(res.body.statusDesc, field).toMatch(text);
    }
    // Nothing was listed by the refused calls.
    expect((await getNft(w.app, w.owner, many)).body.data.status).toBe(1);
  });

  it('answers E86 for an NFT that already has an Active sell order', async () => {
    const nft = await mintedNft(w, w.erc1155, 4);
    expect(
      (await createSale(w, { type: 1, goods_id: nft, quantity: 1, price: 1 })).body.statusCode,
    ).toBe(0);
    const again = await createSale(w, { type: 1, goods_id: nft, quantity: 1, price: 1 });
    expect(again.body.statusCode).toBe(ERRORS.E86.code);
  });

  it('answers the approval transaction while the bound store wallet has not approved the market', async () => {
    const nft = await mintedNft(w, w.erc1155, 1);
    const wallet = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    // The copy moves to the store's own wallet, which has never approved the market.
    const op = w.chain.clients.walletClient('local');
    const { mintfrontErc1155Abi } = await import('@mintfront/contracts');
    const hash = await op.writeContract({
      address: w.erc1155.address as `0x${string}`,
      abi: mintfrontErc1155Abi,
      functionName: 'safeTransferFrom',
      args: [op.account.address, wallet, BigInt(nft), 1n, '0x'],
    });
    await w.chain.publicClient.waitForTransactionReceipt({ hash });
    await w.app.chainIndexer.runOnce();
    await w.app.db.update(shops).set({ ownerWallet: wallet }).where(eq(shops.id, w.shop.id));
    try {
      const res = await createSale(w, { type: 1, goods_id: nft, quantity: 1, price: 1 });
      expect(res.body.statusCode, res.raw).toBe(ERRORS.MARKET_APPROVAL_REQUIRED.code);
      expect(res.body.data.to.toLowerCase()).toBe(w.erc1155.address!.toLowerCase());
      expect(res.body.data.data).toMatch(/^0xa22cb465/); // setApprovalForAll(address,bool)
      expect((await getNft(w.app, w.owner, nft)).body.data.status).toBe(1);
    } finally {
      await w.app.db.update(shops).set({ ownerWallet: null }).where(eq(shops.id, w.shop.id));
    }
  });
});

describe('cancelling (spec §4, §6)', () => {
  it('lets a collaborator cancel only their own sell orders, and only Active ones (40056)', async () => {
    const mine = await mintedNft(w, w.erc1155, 1);
    const theirs = await mintedNft(w, w.erc1155, 1);
    const ownerSale = (await createSale(w, { type: 1, goods_id: mine, quantity: 1, price: 1 })).body
      .data.id;
    const artistSale = (
      await createSale(w, { type: 1, goods_id: theirs, quantity: 1, price: 1 }, artist)
    ).body.data.id;
    const refused = await call(w.app, 'POST', `/api/sales/cancel/${ownerSale}`, artist);
    expect(refused.body.statusCode).toBe(ERRORS.SALE_CANCEL_OWN_ONLY.code);
    const batch = await call(w.app, 'POST', '/api/sales/batch/cancel', {
      ...artist,
      body: { id: [ownerSale, artistSale] },
    });
    expect(batch.body.statusCode).toBe(0);
    expect(batch.body.data.results).toEqual([
      expect.objectContaining({ id: ownerSale, statusCode: ERRORS.SALE_CANCEL_OWN_ONLY.code }),
      expect.objectContaining({ id: artistSale, statusCode: 0 }),
    ]);
    expect((await call(w.app, 'GET', `/api/sales/${artistSale}`, w.owner)).body.data.status).toBe(
      'Cancelled',
    );
    expect((await call(w.app, 'GET', `/api/sales/${ownerSale}`, w.owner)).body.data.status).toBe(
      'Active',
    );
    expect((await getNft(w.app, w.owner, theirs)).body.data.status).toBe(1);
    const twice = await call(w.app, 'POST', `/api/sales/cancel/${artistSale}`, artist);
    expect(twice.body.statusCode).toBe(ERRORS.ONLY_ACTIVE_CANCEL.code);
    const history = await call(w.app, 'GET', `/api/sales/history/${artistSale}`, w.owner);
    expect(history.body.data.list.map((e: { kind: string }) => e.kind)).toEqual([
      'cancelled',
      'listed',
    ]);
  });

  it('makes an Active sale whose end passed Expired, its NFT Off Sale', async () => {
    const nft = await mintedNft(w, w.erc1155, 1);
    const res = await createSale(w, {
      type: 3,
      goods_id: nft,
      quantity: 1,
      price: 1,
      start_date: inDays(-2),
      end_date: inDays(-1),
    });
    expect(res.body.statusCode, res.raw).toBe(0);
    // The server's timer may have done it first; either way the same code ran.
    await expireSales(w.app.db);
    const after = await call(w.app, 'GET', `/api/sales/${res.body.data.id}`, w.owner);
    expect(after.body.data).toMatchObject({ status: 'Expired', statusCode: 5 });
    expect((await getNft(w.app, w.owner, nft)).body.data.status).toBe(1);
  });

  it('pages the list with type, status and search', async () => {
    const res = await call(w.app, 'GET', '/api/sales?type=2&limit=10', w.owner);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.every((s: { type: number }) => s.type === 2)).toBe(true);
    const cancelled = await call(w.app, 'GET', '/api/sales?status=4', w.owner);
    expect(cancelled.body.data.list.map((s: { status: string }) => s.status)).toEqual([
      'Cancelled',
    ]);
    const bad = await call(w.app, 'GET', '/api/sales?status=9', w.owner);
    expect(bad.body.statusCode).toBe(ERRORS.VALIDATION.code);
  });
});

describe('bulk sell orders (CreateMultipleSellOrders)', () => {
  it('creates the rows by a job polled by key, with each row\u2019s outcome; partial success is status 6', async () => {
    const a = await mintedNft(w, w.erc1155, 2);
    const b = await mintedNft(w, w.erc1155, 2);
    const res = await call(w.app, 'POST', '/api/sale/multiple/nfts/1', {
      ...w.owner,
      body: {
        list: [
          { goods_id: a, quantity: 1, price: '0.2' },
          { goods_id: b, quantity: 5, price: '0.2' },
          { goods_id: a, quantity: 1, price: '0.2' },
        ],
      },
    });
    expect(res.body.statusCode, res.raw).toBe(0);
    const key = res.body.data.key as string;
    const waiting = await call(w.app, 'GET', `/api/sale/multiple/nfts/status?key=${key}`, w.owner);
    expect(waiting.body.data).toMatchObject({ status: 0, total: 3, done: 0 });
    await drainJobs(w.app);
    const done = await call(w.app, 'GET', `/api/sale/multiple/nfts/status?key=${key}`, w.owner);
    expect(done.body.data).toMatchObject({ status: 6, total: 3, done: 3, created: 1 });
    expect(done.body.data.results).toEqual([
      expect.objectContaining({ row: 0, statusCode: 0, sale_id: expect.any(Number) }),
      expect.objectContaining({ row: 1, statusCode: ERRORS.VALIDATION.code, field: 'quantity' }),
      expect.objectContaining({ row: 2, statusCode: ERRORS.E86.code }),
    ]);
  });

  it('refuses more NFTs than configured (E118) and dates in the past, changing nothing', async () => {
    const many = Array.from({ length: 101 }, () => ({ goods_id: 1, quantity: 1, price: 1 }));
    const tooMany = await call(w.app, 'POST', '/api/sale/multiple/nfts/1', {
      ...w.owner,
      body: { list: many },
    });
    expect(tooMany.body.statusCode).toBe(ERRORS.E118.code);
    expect(tooMany.body.statusDesc).toBe('Too many NFTs selected: at most 100');
    const past = await call(w.app, 'POST', '/api/sale/multiple/nfts/3', {
      ...w.owner,
      body: {
        list: [{ goods_id: 1, quantity: 1, price: 1, start_date: inDays(-1), end_date: inDays(1) }],
      },
    });
    expect(past.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(issueOf(past)).toContain('start_date');
    expect(past.body.statusDesc).toMatch(/past/);
  });
});

describe('mystery box sales (type 4)', () => {
  it('lists a minted box with an open date after the end, at most 365 days', async () => {
    const inside = await mintedNft(w, w.erc1155, 3);
    const boxImage = await uploadContent(w.app, w.owner, '#c3a', 'boxImage');
    const box = await call(w.app, 'POST', '/api/boxes', {
      ...w.owner,
      body: {
        icon: boxImage,
        content: boxImage,
        title: 'Lucky box',
        contract_id: w.erc1155.id,
        royalties: 10,
        category: String(w.category),
        contents: [{ rank: 2, nft_id: inside, quantity: 2 }],
      },
    });
    expect(box.body.statusCode, box.raw).toBe(0);
    await drainJobs(w.app);
    const boxId = box.body.data.id as number;
    const tooLong = await createSale(w, {
      type: 4,
      goods_id: boxId,
      quantity: 1,
      price: 1,
      end_date: inDays(366),
      open_date: inDays(367),
    });
    expect(tooLong.body.statusDesc).toMatch(/365 days/);
    const noOpen = await createSale(w, {
      type: 4,
      goods_id: boxId,
      quantity: 1,
      price: 1,
      end_date: inDays(5),
    });
    expect(issueOf(noOpen)).toContain('open_date');
    const res = await createSale(w, {
      type: 4,
      goods_id: boxId,
      quantity: 1,
      price: '0.3',
      end_date: inDays(5),
      open_date: inDays(6),
    });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({ type: 4, status: 'Active', goodInfo: { id: boxId } });
    expect(res.body.data.openAt).not.toBeNull();
  });
});
