import {
  mintfrontDropAbi,
  mintfrontRaffleAbi,
  raffleCommitment,
  raffleWinners,
} from '@mintfront/contracts';
import { ERRORS } from '@mintfront/domain';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { getPage } from '../storefront/storefront-test-kit.ts';
import { airdropPreview, inDays, whitelistOf } from '../airdrops/airdrops-test-kit.ts';
import {
  BUYER_KEYS,
  indexChain,
  mintedNft,
  sellingWorld,
  storeCall,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from '../sales/sales-test-kit.ts';
import { raffleKit } from './raffles-test-kit.ts';

// Issue 21 "Raffles": a commit-reveal draw anyone can check, winners claim, an undrawable raffle is cancelled.
let w: SellingWorld;
let alice: Buyer;
let bob: Buyer;
let carol: Buyer;
let preview: string;
let nft: number;

const { createRaffle, detail, enter, openRaffle, drainMining } = raffleKit(() => ({
  w,
  preview,
  nft,
}));

beforeAll(async () => {
  w = await sellingWorld();
  [alice, bob, carol] = (await Promise.all(BUYER_KEYS.map((k) => walletBuyer(w, k)))) as [
    Buyer,
    Buyer,
    Buyer,
  ];
  preview = await airdropPreview(w);
  nft = await mintedNft(w, w.erc721, 1);
}, 120_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('creating a raffle', () => {
  it('names Raffle Name and refuses an NFT of no store and winners above 1000', async () => {
    const missing = await createRaffle({ name: '' });
    expect(missing.body.statusDesc).toMatch(/Raffle Name is required/);
    const stranger = await createRaffle({ nft_ids: [999_999] });
    expect(stranger.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(JSON.stringify(stranger.body.data)).toContain('nft_ids');
    const many = await createRaffle({ winners: 1001 });
    expect(many.body.statusDesc).toMatch(/1000/);
  });
});

describe('a whitelisted raffle', () => {
  it('refuses a stranger and answers a listed wallet the enter transaction with its proof', async () => {
    const list = await whitelistOf(w, [alice.account.address]);
    const r = await openRaffle({ white_id: list });
    const refused = await enter(bob, r.id);
    expect(refused.body.statusCode).toBe(ERRORS.RAFFLE_NOT_ALLOWED.code);
    const ok = await enter(alice, r.id);
    expect(ok.body.statusCode, ok.raw).toBe(0);
    await alice.send(ok.body.data.tx);
    await indexChain(w);
    expect((await detail(r.id)).entries).toBe(1);
  }, 60_000);
});

describe('a raffle with no entries', () => {
  it('cannot be drawn and is cancelled on chain', async () => {
    const r = await openRaffle();
    const draw = await call(w.app, 'POST', `/api/raffles/${r.id}/draw`, w.owner);
    expect(draw.body.statusCode).toBe(ERRORS.RAFFLE_DRAW_NOT_READY.code);
    const res = await call(w.app, 'POST', `/api/raffles/${r.id}/cancel`, w.owner);
    expect(res.body.statusCode, res.raw).toBe(0);
    await drainMining();
    expect((await detail(r.id)).state).toBe('cancelled');
    expect(
      await w.chain.publicClient.readContract({
        address: r.contract,
        abi: mintfrontRaffleAbi,
        functionName: 'cancelled',
      }),
    ).toBe(true);
    const late = await enter(alice, r.id);
    expect(late.body.statusCode).toBe(ERRORS.RAFFLE_NOT_OPEN.code);
  }, 60_000);
});

describe('a raffle drawn and claimed', () => {
  let r: Awaited<ReturnType<typeof openRaffle>>;

  beforeAll(async () => {
    r = await openRaffle({ end_date: inDays(0.02) });
    for (const buyer of [alice, bob, carol]) {
      const res = await enter(buyer, r.id);
      expect(res.body.statusCode, res.raw).toBe(0);
      await buyer.send(res.body.data.tx);
    }
    await indexChain(w);
  }, 60_000);

  it('publishes its commitment from creation and takes one entry per wallet', async () => {
    const d = await detail(r.id);
    expect(d).toMatchObject({ entries: 3, seed: null, status: 'Live' });
    expect(d.commitment).toMatch(/^0x[0-9a-f]{64}$/);
    expect(
      await w.chain.publicClient.readContract({
        address: r.contract,
        abi: mintfrontRaffleAbi,
        functionName: 'commitment',
      }),
    ).toBe(d.commitment);
    const twice = await enter(alice, r.id);
    expect(twice.body.statusCode).toBe(ERRORS.RAFFLE_ALREADY_ENTERED.code);
  });

  it('is neither drawn before its end nor cancelled once it has entries', async () => {
    const early = await call(w.app, 'POST', `/api/raffles/${r.id}/draw`, w.owner);
    expect(early.body.statusCode).toBe(ERRORS.RAFFLE_DRAW_NOT_READY.code);
    const cancel = await call(w.app, 'POST', `/api/raffles/${r.id}/cancel`, w.owner);
    expect(cancel.body.statusCode).toBe(ERRORS.RAFFLE_CANNOT_CANCEL.code);
  });

  it('is Ended once the chain passed its end and drawn then; anyone recomputes the winners from the revealed seed', async () => {
    const end = BigInt(Math.floor(new Date((await detail(r.id)).end_date).getTime() / 1000));
    await w.chain.testClient.setNextBlockTimestamp({ timestamp: end + 1n });
    await w.chain.testClient.mine({ blocks: 1 });
    // The server's clock is still before the end: the detail follows the chain's, as the draw does.
    expect((await detail(r.id)).status).toBe('Ended');
    const res = await call(w.app, 'POST', `/api/raffles/${r.id}/draw`, w.owner);
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data.state).toBe('drawing');
    await drainMining();
    const d = await detail(r.id);
    expect(d.state).toBe('drawn');
    expect(raffleCommitment(d.seed)).toBe(d.commitment);
    const entrants = d.entrants.map((e: { wallet: Address }) => e.wallet);
    const expected = raffleWinners(d.seed, d.close_block_hash, entrants, 2);
    expect(new Set(d.winner_list)).toEqual(new Set(expected));
    const onChain = await w.chain.publicClient.readContract({
      address: r.contract,
      abi: mintfrontRaffleAbi,
      functionName: 'winners',
    });
    expect(onChain).toEqual(expected);
  }, 120_000);

  it('lets a winner claim its prize once, and refuses a loser', async () => {
    const d = await detail(r.id);
    const buyers = [alice, bob, carol];
    const winner = buyers.find((b) => d.winner_list.includes(b.account.address))!;
    const loser = buyers.find((b) => !d.winner_list.includes(b.account.address))!;
    const view = await storeCall(w, winner, 'GET', `/raffles/${r.id}`);
    expect(view.body.data.mine).toEqual({ entered: true, won: true, claimed: false });
    const claim = await storeCall(w, winner, 'POST', `/raffles/${r.id}/claim`);
    expect(claim.body.statusCode, claim.raw).toBe(0);
    await winner.send(claim.body.data.tx);
    await indexChain(w);
    expect(
      await w.chain.publicClient.readContract({
        address: r.prize_contract,
        abi: mintfrontDropAbi,
        functionName: 'balanceOf',
        args: [winner.account.address],
      }),
    ).toBe(1n);
    const again = await storeCall(w, winner, 'POST', `/raffles/${r.id}/claim`);
    expect(again.body.statusCode).toBe(ERRORS.RAFFLE_NOT_WINNER.code);
    const lost = await storeCall(w, loser, 'POST', `/raffles/${r.id}/claim`);
    expect(lost.body.statusCode).toBe(ERRORS.RAFFLE_NOT_WINNER.code);
    const after = await storeCall(w, loser, 'GET', `/raffles/${r.id}`);
    expect(after.body.data).toMatchObject({ drawn: true, status: 'Ended' });
    expect(after.body.data.mine).toEqual({ entered: true, won: false, claimed: false });
    // The storefront's page shows the result to anyone: the winners and the revealed seed.
    const page = await getPage(w.app, `/s/${w.shop.subdomain}/raffle/${r.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 id="raffle-title">Lucky draw</h1>');
    for (const won of d.winner_list) expect(page.body).toContain(won);
    expect(page.body).toContain(d.seed);
  }, 60_000);
});
