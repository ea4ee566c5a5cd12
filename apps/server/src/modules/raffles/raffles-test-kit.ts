import type { Address, Hex } from 'viem';
import { expect } from 'vitest';
import { call } from '../../test/helper.ts';
import { inDays } from '../airdrops/airdrops-test-kit.ts';
import { drainJobs } from '../nfts/testing.ts';
import { indexChain, storeCall, type Buyer, type SellingWorld } from '../sales/sales-test-kit.ts';

export type OpenRaffle = {
  id: number;
  contract: Address;
  prize_contract: Address;
  commitment: Hex;
};

/**
 * The raffle calls of a test world (read when called: the world starts in beforeAll): create,
 * detail, enter, a deployed raffle, jobs run while blocks keep coming.
 */
export function raffleKit(world: () => { w: SellingWorld; preview: string; nft: number }) {
  const createRaffle = (body: Record<string, unknown>) => {
    const { w, preview, nft } = world();
    return call(w.app, 'POST', '/api/raffles', {
      ...w.owner,
      body: {
        name: 'Lucky draw',
        preview,
        description: 'Two pieces for two collectors',
        nft_ids: [nft],
        start_date: inDays(-0.01),
        end_date: inDays(1),
        winners: 2,
        ...body,
      },
    });
  };
  const detail = async (id: number) => {
    const { w } = world();
    return (await call(w.app, 'GET', `/api/raffles/${id}`, w.owner)).body.data;
  };
  const enter = (buyer: Buyer, id: number) =>
    storeCall(world().w, buyer, 'POST', `/raffles/${id}/entries`);

  /** A deployed raffle (its job run), ready for entries. */
  async function openRaffle(body: Record<string, unknown> = {}): Promise<OpenRaffle> {
    const res = await createRaffle(body);
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({ state: 'deploying', seed: null });
    await drainJobs(world().w.app);
    const d = await detail(res.body.data.id);
    expect(d.state, JSON.stringify(d)).toBe('open');
    return d;
  }

  /** Runs the jobs while blocks keep coming (anvil mines only on demand; the draw waits for the block after the close). */
  async function drainMining() {
    const { w } = world();
    const miner = setInterval(
      () => void w.chain.testClient.mine({ blocks: 1 }).catch(() => {}),
      200,
    );
    try {
      await drainJobs(w.app);
    } finally {
      clearInterval(miner);
    }
    await indexChain(w);
  }

  return { createRaffle, detail, enter, openRaffle, drainMining };
}
