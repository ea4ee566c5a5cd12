import { mintfrontDropAbi } from '@mintfront/contracts';
import { ERRORS } from '@mintfront/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainCursors } from '../../platform/chain/chain-cursors.tables.ts';
import { createChainIndexer } from '../../platform/chain/chain-indexer.ts';
import { call } from '../../test/helper.ts';
import { getPage } from '../storefront/storefront-test-kit.ts';
import { drainJobs } from '../nfts/testing.ts';
import {
  BUYER_KEYS,
  indexChain,
  sellingWorld,
  storeCall,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from '../sales/sales-test-kit.ts';
import { expireClaims } from './drops-claims.ts';
import { dropArt, dropBody, dropPreview, deployedDrop } from './drops-test-kit.ts';
import { DROPS_SOURCE, dropsHandler } from './drops.indexer.ts';

// Issue 21: a two-phase drop with an allowlisted first phase, minted on anvil through the real app.
let w: SellingWorld;
let listed: Buyer;
let stranger: Buyer;
let drop: { id: number; address: string };
const ETH = 10n ** 18n;

const show = async () => (await call(w.app, 'GET', `/api/drop/show/${drop.id}`, w.owner)).body.data;
const claims = async () =>
  (await call(w.app, 'GET', `/api/drop/nft/claim/${drop.id}/0?limit=50`, w.owner)).body.data;
const claim = (buyer: Buyer, body: Record<string, unknown>) =>
  storeCall(w, buyer, 'POST', '/claims', { drop_id: drop.id, ...body });

beforeAll(async () => {
  w = await sellingWorld();
  listed = await walletBuyer(w, BUYER_KEYS[0]!);
  stranger = await walletBuyer(w, BUYER_KEYS[1]!);
  const white = await call(w.app, 'POST', '/api/whites', {
    ...w.owner,
    body: { name: 'Early', addresses: [listed.account.address] },
  });
  expect(white.body.statusCode, white.raw).toBe(0);
  const body = await dropBody(w, await dropArt(w, 6), await dropPreview(w));
  body.phases[0]!.white_id = white.body.data.id;
  drop = await deployedDrop(w, body);
}, 240_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('a two-phase drop', () => {
  it('is configured on chain before any mint: phases and the provenance hash', async () => {
    const read = (functionName: 'phaseCount' | 'provenanceHash') =>
      w.chain.publicClient.readContract({
        address: drop.address as `0x${string}`,
        abi: mintfrontDropAbi,
        functionName,
      });
    expect(await read('phaseCount')).toBe(2n);
    expect(await read('provenanceHash')).toBe((await show()).provenanceHash);
    expect(await show()).toMatchObject({ status: 'Live', statusCode: 3, total: 6, claimed: 0 });
  });

  it('shows the storefront its current phase, price, what is left and the placeholder', async () => {
    const res = await call(w.app, 'GET', `/api/store/${w.shop.subdomain}/drop/${drop.id}`);
    expect(res.body.data, res.raw).toMatchObject({
      status: 'Live',
      price: '0.01',
      remaining: 6,
      revealed: false,
      art: [],
      currentPhase: { index: 0, name: 'Allowlist' },
      nextPhase: { index: 1, name: 'Public' },
    });
    expect(res.body.data.placeholder).toMatch(/^http/);
    // The storefront's page renders the same on the server.
    const page = await getPage(w.app, `/s/${w.shop.subdomain}/drop/${drop.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 id="drop-title">Genesis</h1>');
    expect(page.body).toContain('6 of 6 left');
    expect(page.body).toContain('This phase is for wallets on its allow list only.');
    const missing = await getPage(w.app, `/s/${w.shop.subdomain}/drop/999999`);
    expect(missing.statusCode).toBe(404);
  });

  it('phase 1: the allowlisted buyer mints, a stranger is refused, the wallet limit holds', async () => {
    const res = await claim(listed, { quantity: 2 });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data.tx).toMatchObject({ to: drop.address, value: String(2n * (ETH / 100n)) });
    await listed.send(res.body.data.tx);

    const refused = await claim(stranger, { quantity: 1 });
    expect(refused.body.statusCode).toBe(ERRORS.DROP_NOT_ALLOWLISTED.code);
    const over = await claim(listed, { quantity: 1 });
    expect(over.body.statusCode).toBe(ERRORS.DROP_WALLET_LIMIT.code);
    expect(over.body.statusDesc).toMatch(/at most 2/);

    // Confirmed by the chain's event, not by the client.
    expect((await show()).claimed).toBe(0);
    await indexChain(w);
    expect(await show()).toMatchObject({ claimed: 2, remaining: 4 });
    expect((await claims()).list).toEqual([
      expect.objectContaining({ wallet: listed.account.address, status: 'confirmed', quantity: 2 }),
    ]);
  });

  it('phase 2: the stranger mints with the bulk discount; an unsent claim expires', async () => {
    await w.chain.testClient.increaseTime({ seconds: 3700 });
    await w.chain.testClient.mine({ blocks: 1 });
    // The page shows the phase the chain opens (the mint's clock), not the server's clock's.
    const view = await call(w.app, 'GET', `/api/store/${w.shop.subdomain}/drop/${drop.id}`);
    expect(view.body.data, view.raw).toMatchObject({
      price: '0.02',
      currentPhase: { index: 1, name: 'Public' },
      nextPhase: null,
    });
    const res = await claim(stranger, { quantity: 3 });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      phase: 1,
      total: String((3n * 2n * ETH * 90n) / 10_000n),
    });
    await stranger.send(res.body.data.tx);
    await indexChain(w);
    expect(await show()).toMatchObject({ claimed: 5, remaining: 1 });

    const tooMany = await claim(listed, { quantity: 2 });
    expect(tooMany.body.statusCode).toBe(ERRORS.DROP_SOLD_OUT.code);
    const unsent = await claim(listed, { quantity: 1 });
    expect(unsent.body.statusCode, unsent.raw).toBe(0);
    expect(await expireClaims(w.app.db, new Date(Date.now() + 16 * 60_000))).toBe(1);
    const states = (await claims()).list.map((c: { status: string }) => c.status);
    expect(states.sort()).toEqual(['confirmed', 'confirmed', 'expired']);
  });

  it('an indexer restart counts each mint once', async () => {
    await w.app.db.delete(chainCursors).where(like(chainCursors.source, `${DROPS_SOURCE}%`));
    const fresh = createChainIndexer({
      db: w.app.db,
      clients: () => w.chain.clients,
      log: { warn() {}, error() {} },
    });
    fresh.register(dropsHandler);
    await fresh.runOnce();
    await indexChain(w);
    expect((await show()).claimed).toBe(5);
    expect((await claims()).total).toBe(3);
  });

  it('cancel stops new mints and keeps the claims', async () => {
    const res = await call(w.app, 'POST', `/api/drop/cancel/${drop.id}`, w.owner);
    expect(res.body.data, res.raw).toMatchObject({ status: 'Cancelled', statusCode: 5 });
    await drainJobs(w.app);
    const cancelled = await w.chain.publicClient.readContract({
      address: drop.address as `0x${string}`,
      abi: mintfrontDropAbi,
      functionName: 'cancelled',
    });
    expect(cancelled).toBe(true);
    const refused = await claim(listed, { quantity: 1 });
    expect(refused.body.statusCode).toBe(ERRORS.DROP_CANCELLED.code);
    expect(await show()).toMatchObject({ claimed: 5 });
    expect(
      (await claims()).list.filter((c: { status: string }) => c.status === 'confirmed'),
    ).toHaveLength(2);
    const again = await call(w.app, 'POST', `/api/drop/cancel/${drop.id}`, w.owner);
    expect(again.body.statusCode).toBe(ERRORS.DROP_NOT_CANCELLABLE.code);
  });
});
