import { mintfrontDropAbi } from '@mintfront/contracts';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { drainJobs } from '../nfts/testing.ts';
import {
  BUYER_KEYS,
  sellingWorld,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from '../sales/sales-test-kit.ts';
import { enqueueDueReveals } from './drops-reveal-queue.ts';
import { dropArtBaseUri } from './drops-reveal.job.ts';
import { drainMining, dropRow, mintedDrop, passOpenDate, revealDeps } from './drops-test-kit.ts';

// spec doc 2 §4: a cancelled drop keeps its successful claims, so its minted tokens still get their art.
let w: SellingWorld;
let buyer: Buyer;

beforeAll(async () => {
  w = await sellingWorld();
  buyer = await walletBuyer(w, BUYER_KEYS[2]!);
}, 240_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

/** A drop in which `minted` tokens were minted, cancelled on chain, its open-box date passed. */
async function cancelledDrop(minted: number) {
  const drop = await mintedDrop(w, buyer, 3, minted);
  const res = await call(w.app, 'POST', `/api/drop/cancel/${drop.id}`, w.owner);
  expect(res.body.data, res.raw).toMatchObject({ status: 'Cancelled' });
  await drainJobs(w.app);
  expect(await readDrop(drop.address, 'cancelled')).toBe(true);
  await passOpenDate(w);
  return drop;
}

const readDrop = (address: Address, functionName: 'cancelled' | 'revealed' | 'tokenURI') =>
  w.chain.publicClient.readContract({
    address,
    abi: mintfrontDropAbi,
    functionName,
    args: functionName === 'tokenURI' ? [1n] : undefined,
  } as never);

describe('a cancelled drop at its open-box date', () => {
  it('is revealed when tokens were minted before the cancel: they show their art', async () => {
    const drop = await cancelledDrop(1);
    const { openAt } = await dropRow(w, drop.id);
    expect(await enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() + 1000))).toBe(1);
    await drainMining(w);
    expect((await dropRow(w, drop.id)).revealedAt).toBeInstanceOf(Date);
    expect(await readDrop(drop.address, 'revealed')).toBe(true);
    expect(await readDrop(drop.address, 'tokenURI')).toMatch(
      new RegExp(`^${dropArtBaseUri(w.app.config.publicUrl, drop.id)}\\d+$`),
    );
  });

  it('is not revealed when nobody minted: no reveal job is queued', async () => {
    const drop = await cancelledDrop(0);
    const { openAt } = await dropRow(w, drop.id);
    expect(await enqueueDueReveals(revealDeps(w), new Date(openAt.getTime() + 1000))).toBe(0);
    const row = await dropRow(w, drop.id);
    expect(row.revealJobId).toBeNull();
    expect(row.revealedAt).toBeNull();
    expect(await readDrop(drop.address, 'revealed')).toBe(false);
  });
});
