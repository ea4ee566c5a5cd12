import { mintfrontRaffleAbi } from '@mintfront/contracts';
import { ERRORS } from '@mintfront/domain';
import { encodeFunctionData, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { airdropPreview, inDays } from '../airdrops/airdrops-test-kit.ts';
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
import { raffleKit, type OpenRaffle } from './raffles-test-kit.ts';

// Issue 21 "Raffles": a raffle whose draw cannot happen any more (the platform did not reveal its
// seed in time) is cancelled, every entrant may take its fee back, and no one claims a prize.
// The income report (spec doc 2 §7 GET /api/income/raffle) counts what each raffle did.
let w: SellingWorld;
let alice: Buyer;
let bob: Buyer;
let carol: Buyer;
let preview: string;
let nft: number;
const { detail, enter, openRaffle, drainMining } = raffleKit(() => ({ w, preview, nft }));

const owner = (method: 'GET' | 'POST', path: string) => call(w.app, method, path, w.owner);
const raffleCall = (r: OpenRaffle, functionName: 'close' | 'refund' | 'claim') => ({
  to: r.contract,
  data: encodeFunctionData({ abi: mintfrontRaffleAbi, functionName }),
  value: '0',
});
const readRaffle = (r: OpenRaffle, functionName: 'cancelled' | 'drawn') =>
  w.chain.publicClient.readContract({ address: r.contract, abi: mintfrontRaffleAbi, functionName });
/** The call as the contract would answer it, its custom error decoded. */
const simulate = (buyer: Buyer, r: OpenRaffle, functionName: 'refund' | 'claim') =>
  w.chain.publicClient.simulateContract({
    account: buyer.account,
    address: r.contract,
    abi: mintfrontRaffleAbi,
    functionName,
  });
/** Mines the next block at `at` (anvil's clock, what the contract and the server's checks read). */
async function chainTimeAt(at: Date) {
  await w.chain.testClient.setNextBlockTimestamp({
    timestamp: BigInt(Math.floor(at.getTime() / 1000)),
  });
  await w.chain.testClient.mine({ blocks: 1 });
}

/** Not revealed before its deadline, no draw asked. */
let missed: OpenRaffle;
/** Its draw asked, but the job never revealed before the deadline. */
let asked: OpenRaffle;
/** Closed by an entrant, the seed not revealed within 256 blocks. */
let closed: OpenRaffle;
/** Drawn in time, one prize claimed. */
let drawn: OpenRaffle;
let endAt: Date;

beforeAll(async () => {
  w = await sellingWorld();
  [alice, bob, carol] = (await Promise.all(BUYER_KEYS.map((k) => walletBuyer(w, k)))) as [
    Buyer,
    Buyer,
    Buyer,
  ];
  preview = await airdropPreview(w);
  nft = await mintedNft(w, w.erc721, 1);
  const end = inDays(0.02);
  endAt = new Date(end);
  missed = await openRaffle({ end_date: end, name: 'Missed' });
  asked = await openRaffle({ end_date: end, name: 'Asked' });
  closed = await openRaffle({ end_date: end, name: 'Closed' });
  drawn = await openRaffle({ end_date: end, name: 'Drawn' });
  const entries: [OpenRaffle, Buyer[]][] = [
    [missed, [alice, bob]],
    [asked, [alice, bob, carol]],
    [closed, [alice, bob]],
    [drawn, [alice, bob, carol]],
  ];
  for (const [r, buyers] of entries)
    for (const buyer of buyers) {
      const res = await enter(buyer, r.id);
      expect(res.body.statusCode, res.raw).toBe(0);
      await buyer.send(res.body.data.tx);
    }
  await indexChain(w);

  // The entries end; one raffle is drawn and a prize claimed, in time.
  await chainTimeAt(new Date(endAt.getTime() + 1000));
  expect((await owner('POST', `/api/raffles/${drawn.id}/draw`)).body.statusCode).toBe(0);
  await drainMining();
  const won = (await detail(drawn.id)).winner_list as Address[];
  const winner = [alice, bob, carol].find((b) => won.includes(b.account.address))!;
  const claim = await storeCall(w, winner, 'POST', `/raffles/${drawn.id}/claim`);
  expect(claim.body.statusCode, claim.raw).toBe(0);
  await winner.send(claim.body.data.tx);
  await indexChain(w);
}, 180_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('a raffle whose reveal was missed', () => {
  it('is not cancelled while its draw can still happen', async () => {
    const res = await owner('POST', `/api/raffles/${missed.id}/cancel`);
    expect(res.body.statusCode).toBe(ERRORS.RAFFLE_CANNOT_CANCEL.code);
    const done = await owner('POST', `/api/raffles/${drawn.id}/cancel`);
    expect(done.body.statusCode).toBe(ERRORS.RAFFLE_CANNOT_CANCEL.code);
  });

  it('is cancelled once 256 blocks passed its close without a reveal', async () => {
    // Anyone may close the entries; the platform then has 256 blocks to reveal, and does not.
    await alice.send(raffleCall(closed, 'close'));
    await w.chain.testClient.mine({ blocks: 257 });
    const draw = await owner('POST', `/api/raffles/${closed.id}/draw`);
    expect(draw.body.statusCode).toBe(ERRORS.RAFFLE_DRAW_NOT_READY.code);
    const res = await owner('POST', `/api/raffles/${closed.id}/cancel`);
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data.state).toBe('cancelling');
  }, 60_000);

  it('is cancelled after the draw deadline, even with its draw asked and never revealed', async () => {
    const ask = await owner('POST', `/api/raffles/${asked.id}/draw`);
    expect(ask.body.statusCode, ask.raw).toBe(0);
    expect(ask.body.data.state).toBe('drawing');
    // The draw job does not run before the deadline (the platform is down): no reveal in time.
    await chainTimeAt(new Date(endAt.getTime() + 3 * 86_400_000 + 60_000));
    const draw = await owner('POST', `/api/raffles/${missed.id}/draw`);
    expect(draw.body.statusCode).toBe(ERRORS.RAFFLE_DRAW_NOT_READY.code);
    for (const r of [missed, asked]) {
      const res = await owner('POST', `/api/raffles/${r.id}/cancel`);
      expect(res.body.statusCode, res.raw).toBe(0);
    }
    // The late draw job finds no draw possible and leaves the cancel alone.
    await drainMining();
    for (const r of [missed, asked, closed]) {
      expect(await detail(r.id)).toMatchObject({
        state: 'cancelled',
        status: 'Cancelled',
        seed: null,
      });
      expect(await readRaffle(r, 'cancelled')).toBe(true);
      expect(await readRaffle(r, 'drawn')).toBe(false);
    }
  }, 120_000);

  it('lets no entrant claim a prize, and every entrant take its fee back', async () => {
    for (const r of [missed, asked, closed]) {
      for (const buyer of [alice, bob]) {
        const claim = await storeCall(w, buyer, 'POST', `/raffles/${r.id}/claim`);
        expect(claim.body.statusCode).toBe(ERRORS.RAFFLE_NOT_WINNER.code);
        // Nor on chain, asked directly.
        await expect(simulate(buyer, r, 'claim')).rejects.toThrow(/NotWinner/);
        const view = await storeCall(w, buyer, 'GET', `/raffles/${r.id}`);
        expect(view.body.data).toMatchObject({
          drawn: false,
          winner_list: [],
          status: 'Cancelled',
        });
      }
      // The entry fee (none here: docs/decisions.md) comes back through the contract's refund.
      await alice.send(raffleCall(r, 'refund'));
      await expect(simulate(alice, r, 'refund')).rejects.toThrow(/NothingToRefund/);
    }
    const again = await enter(carol, missed.id);
    expect(again.body.statusCode).toBe(ERRORS.RAFFLE_NOT_OPEN.code);
  }, 60_000);
});

describe('GET /api/income/raffle', () => {
  it('answers each raffle with its entries, winners, claims and fees, and totals over all', async () => {
    const res = await owner('GET', '/api/income/raffle?page=1&limit=10');
    expect(res.body.statusCode, res.raw).toBe(0);
    const { list, total, lastPage, totals } = res.body.data;
    expect({ total, lastPage }).toEqual({ total: 4, lastPage: 1 });
    // Newest first.
    expect(list.map((r: { id: number }) => r.id)).toEqual([
      drawn.id,
      closed.id,
      asked.id,
      missed.id,
    ]);
    expect(list[0]).toMatchObject({
      name: 'Drawn',
      status: 'Ended',
      state: 'drawn',
      currency: 'ETH',
      entry_fee: '0',
      entries: 3,
      winners_drawn: 2,
      claimed: 1,
      income: '0',
      refunds: '0',
    });
    expect(list[2]).toMatchObject({
      name: 'Asked',
      status: 'Cancelled',
      entries: 3,
      winners_drawn: 0,
      claimed: 0,
    });
    expect(totals).toEqual({
      raffles: 4,
      entries: 10,
      winners_drawn: 2,
      claimed: 1,
      income: '0',
      refunds: '0',
    });
  });

  it('pages, keeps the totals over every raffle, and names a wrong limit', async () => {
    const res = await owner('GET', '/api/income/raffle?page=2&limit=3');
    expect(res.body.data).toMatchObject({ total: 4, lastPage: 2, totals: { raffles: 4 } });
    expect(res.body.data.list.map((r: { id: number }) => r.id)).toEqual([missed.id]);
    const bad = await owner('GET', '/api/income/raffle?limit=0');
    expect(bad.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(bad.body.statusDesc).toMatch(/limit/);
  });
});
