import { mintfrontDropAbi } from '@mintfront/contracts';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUntilKilled } from '../../test/dead-server.ts';
import { call } from '../../test/helper.ts';
import { airdropPreview, inDays } from '../airdrops/airdrops-test-kit.ts';
import { drainJobs } from '../nfts/testing.ts';
import { mintedNft, sellingWorld, type SellingWorld } from '../sales/sales-test-kit.ts';
import { RAFFLE_CHAIN_JOB } from './raffles-chain.job.ts';

// Issue 21: a raffle's chain work is a job whose transactions are checkpointed before they are sent,
// so a server dying mid-deployment leaves the next one to finish it once.
let w: SellingWorld;

beforeAll(async () => {
  w = await sellingWorld();
}, 120_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

const operatorNonce = () =>
  w.chain.publicClient.getTransactionCount({ address: w.chain.operator, blockTag: 'pending' });

describe('a server killed while it deploys a raffle', () => {
  for (const step of [0, 2]) {
    it(`right after sending step ${step}: the next server waits for it and sends each transaction once`, async () => {
      const res = await call(w.app, 'POST', '/api/raffles', {
        ...w.owner,
        body: {
          name: `Restart ${step}`,
          preview: await airdropPreview(w),
          nft_ids: [await mintedNft(w, w.erc721, 1)],
          start_date: inDays(-0.01),
          end_date: inDays(1),
          winners: 3,
        },
      });
      expect(res.body.statusCode, res.raw).toBe(0);
      const before = await operatorNonce();
      await runUntilKilled<{ pending?: { step: number } | null }>(w.app, RAFFLE_CHAIN_JOB, (d) =>
        d.pending?.step === step ? 'afterWrite' : null,
      );
      await drainJobs(w.app);
      const d = (await call(w.app, 'GET', `/api/raffles/${res.body.data.id}`, w.owner)).body.data;
      expect(d.state).toBe('open');
      // prize, provenance, raffle, addMinter: four transactions, none sent twice.
      expect(await operatorNonce()).toBe(before + 4);
      expect(
        await w.chain.publicClient.readContract({
          address: d.prize_contract as Address,
          abi: mintfrontDropAbi,
          functionName: 'isMinter',
          args: [d.contract],
        }),
      ).toBe(true);
    }, 120_000);
  }
});
