import { ERRORS } from '@mintfront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { getPage } from '../storefront/storefront-test-kit.ts';
import { getNft } from '../nfts/testing.ts';
import {
  BUYER_KEYS,
  createSale,
  indexChain,
  mintedNft,
  sellingWorld,
  storeCall,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from '../sales/sales-test-kit.ts';
import { airdropPreview, createAirdrop, inDays, whitelistOf } from './airdrops-test-kit.ts';

// Issue 21 "Airdrops": the rules of spec doc 2 §5, claims settled by the market, cancel keeps claims.
let w: SellingWorld;
let alice: Buyer;
let bob: Buyer;
let preview: string;

const base = (nftIds: number[], extra: Record<string, unknown> = {}) => ({
  name: 'Welcome gift',
  preview,
  description: 'One free piece per collector',
  nft_ids: nftIds,
  start_date: inDays(-1),
  end_date: inDays(10),
  claim_limit: 1,
  ...extra,
});
const claim = (buyer: Buyer, body: Record<string, unknown>) =>
  storeCall(w, buyer, 'POST', '/claims', body);
const detail = async (id: number) =>
  (await call(w.app, 'GET', `/api/airdrop/${id}`, w.owner)).body.data;

beforeAll(async () => {
  w = await sellingWorld();
  alice = await walletBuyer(w, BUYER_KEYS[0]!);
  bob = await walletBuyer(w, BUYER_KEYS[1]!);
  preview = await airdropPreview(w);
}, 120_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('creating an airdrop (spec doc 2 §5)', () => {
  it('refuses each broken rule naming its field, and lists nothing then', async () => {
    const nft = await mintedNft(w, w.erc1155, 3);
    const notMinted = 999_999;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [base([nft], { name: '' }), 'name', /Airdrop Name is required$/],
      [base([]), 'nft_ids', /Airdrop NFT is required$/],
      [base([nft], { claim_limit: 4 }), 'claim_limit', /above the total airdrop \(3\)/],
      [base([nft], { claim_limit: 0 }), 'claim_limit', /above 0/],
      [base([nft], { end_date: inDays(-2) }), 'end_date', /end cannot be before the start/],
      [base([nft], { end_date: inDays(370) }), 'end_date', /365 days/],
      [base([nft], { preview: `ab/cd/${'e'.repeat(64)}.mp4` }), 'preview', /JPG, PNG, GIF or SVG/],
      [base([nft], { preview: `ab/cd/${'e'.repeat(64)}.png` }), 'preview', /./],
      [base([nft], { white_id: 999_999 }), 'white_id', /invalid/],
      [base([notMinted]), 'nft_ids', /NFT 999999 is not minted/],
    ];
    for (const [body, field, text] of cases) {
      const res = await createAirdrop(w, body);
      expect(res.body.statusCode, `${field}: ${res.raw}`).not.toBe(0);
      expect(JSON.stringify(res.body.data) + res.body.statusDesc, field).toContain(field);
      expect(res.body.statusDesc, field).toMatch(text);
    }
    expect((await getNft(w.app, w.owner, nft)).body.data.status).toBe(1);
  });

  it('refuses an NFT already in another active order', async () => {
    const nft = await mintedNft(w, w.erc1155, 2);
    const sale = await createSale(w, { type: 1, goods_id: nft, quantity: 1, price: 1 });
    expect(sale.body.statusCode, sale.raw).toBe(0);
    const res = await createAirdrop(w, base([nft]));
    expect(res.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(res.body.statusDesc).toMatch(/already in an active order/);
  });
});

describe('claiming an airdrop', () => {
  let airdropId: number;
  let nft: number;

  beforeAll(async () => {
    nft = await mintedNft(w, w.erc1155, 5);
    const res = await createAirdrop(w, base([nft], { claim_limit: 1 }));
    expect(res.body.statusCode, res.raw).toBe(0);
    airdropId = res.body.data.id;
    expect(res.body.data).toMatchObject({ status: 'Live', total: 5, claimed: 0 });
    // The NFT is held by a type 5 sell order: no other order can take it.
    const again = await createSale(w, { type: 1, goods_id: nft, quantity: 1, price: 1 });
    expect(again.body.statusCode).toBe(ERRORS.E86.code);
  }, 60_000);

  it('is claimed once on chain, confirmed once by the indexer, and refused a second time (limit 1)', async () => {
    const res = await claim(alice, { airdrop_id: airdropId, quantity: 1 });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data.tx.value).toBe('0');
    // The pending claim counts against the limit before it lands.
    const early = await claim(alice, { airdrop_id: airdropId, quantity: 1 });
    expect(early.body.statusCode).toBe(ERRORS.AIRDROP_CLAIM_LIMIT.code);
    await alice.send(res.body.data.tx);
    await indexChain(w);
    await indexChain(w);
    const after = await detail(airdropId);
    expect(after.claimed).toBe(1);
    expect(after.nfts[0]).toMatchObject({ id: nft, quantity: 5, claimed: 1 });
    const again = await claim(alice, { airdrop_id: airdropId, quantity: 1 });
    expect(again.body.statusCode).toBe(ERRORS.AIRDROP_CLAIM_LIMIT.code);
    expect(again.body.statusDesc).toMatch(/at most 1.*0 left/);
    const claims = await call(w.app, 'GET', `/api/airdrop/nft/claim/${airdropId}/0`, w.owner);
    expect(claims.body.data).toMatchObject({ total: 1 });
    expect(claims.body.data.list[0]).toMatchObject({
      id: res.body.data.claim_id,
      nft_id: nft,
      wallet: alice.account.address,
      status: 'confirmed',
    });
    const ofNft = await call(w.app, 'GET', `/api/airdrop/nft/claim/${airdropId}/${nft}`, w.owner);
    expect(ofNft.body.data.total).toBe(1);
    // The storefront's claim page, rendered by the server with the live count.
    const page = await getPage(w.app, `/s/${w.shop.subdomain}/airdrop/${airdropId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 id="airdrop-title">Welcome gift</h1>');
    expect(page.body).toContain('1 of 5 claimed');
  });

  it('keeps the successful claims when cancelled, and takes no new claim', async () => {
    const pending = await claim(bob, { airdrop_id: airdropId, quantity: 1 });
    expect(pending.body.statusCode, pending.raw).toBe(0);
    const res = await call(w.app, 'POST', `/api/airdrop/cancel/${airdropId}`, w.owner);
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({ status: 'Cancelled', claimed: 1 });
    // Bob's voucher was cancelled on chain: it no longer settles.
    await expect(bob.send(pending.body.data.tx)).rejects.toThrow();
    const refused = await claim(bob, { airdrop_id: airdropId, quantity: 1 });
    expect(refused.body.statusCode).toBe(ERRORS.AIRDROP_NOT_LIVE.code);
    const claims = await call(w.app, 'GET', `/api/airdrop/nft/claim/${airdropId}/0`, w.owner);
    const states = claims.body.data.list.map((c: { wallet: string; status: string }) => [
      c.wallet,
      c.status,
    ]);
    expect(states).toEqual(
      expect.arrayContaining([
        [alice.account.address, 'confirmed'],
        [bob.account.address, 'failed'],
      ]),
    );
    const twice = await call(w.app, 'POST', `/api/airdrop/cancel/${airdropId}`, w.owner);
    expect(twice.body.statusCode).toBe(ERRORS.AIRDROP_CANCELLED.code);
  });
});

describe('an airdrop with a whitelist', () => {
  it('refuses a stranger and lets a listed wallet claim', async () => {
    const nft = await mintedNft(w, w.erc721, 1);
    const list = await whitelistOf(w, [alice.account.address]);
    const res = await createAirdrop(w, base([nft], { white_id: list }));
    expect(res.body.statusCode, res.raw).toBe(0);
    const id = res.body.data.id;
    const stranger = await claim(bob, { airdrop_id: id, quantity: 1 });
    expect(stranger.body.statusCode).toBe(ERRORS.AIRDROP_NOT_WHITELISTED.code);
    const listed = await claim(alice, { airdrop_id: id, quantity: 1 });
    expect(listed.body.statusCode, listed.raw).toBe(0);
  });

  it('takes no claim before its start, and lists the store airdrops paged with their counts', async () => {
    const nft = await mintedNft(w, w.erc1155, 2);
    const later = await createAirdrop(
      w,
      base([nft], { start_date: inDays(1), end_date: inDays(2) }),
    );
    expect(later.body.data.status).toBe('Selecting');
    const early = await claim(alice, { airdrop_id: later.body.data.id, quantity: 1 });
    expect(early.body.statusCode).toBe(ERRORS.AIRDROP_NOT_LIVE.code);
    const page = await call(w.app, 'GET', '/api/airdrop?page=1&limit=10', w.owner);
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data.list[0]).toMatchObject({ id: later.body.data.id, claimed: 0 });
    const nfts = await call(w.app, 'GET', `/api/airdrop/nft/${later.body.data.id}`, w.owner);
    expect(nfts.body.data).toEqual([expect.objectContaining({ id: nft, quantity: 2 })]);
  });
});
