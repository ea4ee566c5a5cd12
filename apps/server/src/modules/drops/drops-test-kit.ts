import type { DropCreateInput } from '@mintfront/domain';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import { call } from '../../test/helper.ts';
import { createNft, drainJobs, uploadContent, type Who } from '../nfts/testing.ts';
import { storeCall, type Buyer, type SellingWorld } from '../sales/sales-test-kit.ts';
import { drops } from './drops.tables.ts';

/** The chain's time now, in seconds (phases open by block.timestamp). */
export async function chainSeconds(w: SellingWorld): Promise<number> {
  return Number((await w.chain.publicClient.getBlock()).timestamp);
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** `count` NFTs of the world's ERC-721 collection (not minted: they are the drop's art). */
export async function dropArt(w: SellingWorld, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await createNft(w.app, w.owner, {
      icon: w.icon,
      title: `Art ${i}`,
      contract_id: w.erc721.id,
      category: String(w.category),
      copies: 1,
      rank: 1,
    });
    expect(res.body.statusCode, res.raw).toBe(0);
    ids.push(res.body.data.id as number);
  }
  return ids;
}

/** A valid POST /api/drop/store body: phase 1 from a minute ago for an hour, phase 2 the hour after. */
export async function dropBody(
  w: SellingWorld,
  nftIds: number[],
  preview: string,
  over: Partial<DropCreateInput> = {},
): Promise<DropCreateInput> {
  const now = await chainSeconds(w);
  return {
    name: 'Genesis',
    preview,
    description: 'First drop',
    contract_id: w.erc721.id,
    nft_ids: nftIds,
    open_date: iso(now + 7300),
    phases: [
      {
        name: 'Allowlist',
        price: '0.01',
        start_date: iso(now - 60),
        end_date: iso(now + 3600),
        claim_limit: 2,
        unlimited: false,
      },
      {
        name: 'Public',
        price: '0.02',
        start_date: iso(now + 3600),
        end_date: iso(now + 7200),
        unlimited: true,
        bulk_discounts: [{ quantity: 3, percent: 10 }],
      },
    ],
    ...over,
  };
}

export const dropPreview = (w: SellingWorld) =>
  uploadContent(w.app, w.owner, '#c3a', 'dropPreview');

export const postDrop = (w: SellingWorld, body: unknown, who: Who = w.owner) =>
  call(w.app, 'POST', '/api/drop/store', { ...who, body });

/** Creates a drop and runs its deploy job to the end. */
export async function deployedDrop(w: SellingWorld, body: unknown) {
  const res = await postDrop(w, body);
  expect(res.body.statusCode, res.raw).toBe(0);
  expect(res.body.data).toMatchObject({ status: 'Processing', statusCode: 1 });
  await drainJobs(w.app);
  const shown = await call(w.app, 'GET', `/api/drop/show/${res.body.data.id}`, w.owner);
  expect(shown.body.data.address, shown.raw).toMatch(/^0x/);
  return shown.body.data as { id: number; address: string; status: string };
}

/** A deployed drop of `art` NFTs in which `buyer` minted `quantity` tokens (0: nobody minted). */
export async function mintedDrop(w: SellingWorld, buyer: Buyer, art: number, quantity: number) {
  const drop = await deployedDrop(
    w,
    await dropBody(w, await dropArt(w, art), await dropPreview(w)),
  );
  if (quantity > 0) {
    const res = await storeCall(w, buyer, 'POST', '/claims', { drop_id: drop.id, quantity });
    expect(res.body.statusCode, res.raw).toBe(0);
    await buyer.send(res.body.data.tx);
    await w.app.chainIndexer.runOnce();
  }
  return { id: drop.id, address: drop.address as Address };
}

export const dropRow = async (w: SellingWorld, id: number) =>
  (await w.app.db.select().from(drops).where(eq(drops.id, id)))[0]!;

/** What enqueueDueReveals needs of the app. */
export const revealDeps = (w: SellingWorld) => ({
  db: w.app.db,
  chain: w.app.chain,
  jobs: w.app.jobs,
  publicUrl: w.app.config.publicUrl,
});

/** Moves the chain's clock past the open-box date of the drops of dropBody. */
export async function passOpenDate(w: SellingWorld) {
  await w.chain.testClient.increaseTime({ seconds: 7400 });
  await w.chain.testClient.mine({ blocks: 1 });
}

/** Transactions sent so far by the operator (the account that sends a drop's calls). */
export const operatorNonce = (w: SellingWorld) =>
  w.chain.publicClient.getTransactionCount({
    address: chainWriter(w.app.chain, w.shop.chain).walletClient.account.address,
  });

/** Runs the jobs while blocks keep coming (anvil mines only on demand; the fix waits for the block after the lock). */
export async function drainMining(w: SellingWorld) {
  const miner = setInterval(() => void w.chain.testClient.mine({ blocks: 1 }).catch(() => {}), 200);
  try {
    await drainJobs(w.app);
  } finally {
    clearInterval(miner);
  }
}
