import {
  dropConstructorArgs,
  dropProvenanceHash,
  mintfrontDropAbi,
  mintfrontDropBytecode,
  mintfrontRaffleAbi,
  mintfrontRaffleBytecode,
  NATIVE_CURRENCY,
  raffleConstructorArgs,
} from '@mintfront/contracts';
import { and, eq } from 'drizzle-orm';
import {
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  keccak256,
  stringToHex,
  type Address,
  type Hex,
} from 'viem';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import {
  sendOnce,
  signAndRecord,
  throwIfInterrupted,
  waitsForChain,
  type SignedTx,
} from '../../platform/chain/transactions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { JobWaiting, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { tokenMetadataUrl } from '../nfts/index.ts';
import { raffleOnChain } from './raffles-chain-read.ts';
import { raffles, type RaffleRow } from './raffles.tables.ts';

export const RAFFLE_CHAIN_JOB = 'raffle.chain';
/**
 * What an entry costs, in the chain's native coin: the spec names no entry fee, so none
 * (docs/decisions.md "Airdrops and raffles (server)"); the income report reads it from here.
 */
export const RAFFLE_ENTRY_FEE = 0n;

/** deploy: the prize collection and the raffle; draw: close the entries, reveal the seed; cancel. */
export type RaffleAction = 'deploy' | 'draw' | 'cancel';
export type RaffleJobPayload = {
  raffleId: number;
  action: RaffleAction;
  /** deploy: the store wallet (royalties and payees) and the public URL of the NFTs' metadata. */
  storeWallet?: Address;
  publicUrl?: string;
};
type Checkpoint = {
  step?: number;
  pending?: (SignedTx & { step: number }) | null;
  prize?: Address;
  raffle?: Address;
  deployBlock?: number;
};

const toSeconds = (d: Date) => BigInt(Math.floor(d.getTime() / 1000));

/** The calls of a deployment, in order; each reads what the earlier ones made from the checkpoint. */
function deploySteps(r: RaffleRow, p: RaffleJobPayload, operator: Address) {
  const wallet = p.storeWallet ?? operator;
  const art = r.nftIds.map((id) => keccak256(stringToHex(tokenMetadataUrl(p.publicUrl ?? '', id))));
  return [
    (_: Checkpoint) => ({
      data: encodeDeployData({
        abi: mintfrontDropAbi,
        bytecode: mintfrontDropBytecode,
        args: dropConstructorArgs({
          name: r.name.slice(0, 100),
          symbol: 'RAFFLE',
          owner: operator,
          minters: [operator],
          royaltyReceiver: wallet,
          royaltyBps: 0,
          contractURI: '',
          maxSupply: r.winners,
          // Every prize shows the raffle's first NFT (docs/decisions.md "Airdrops and raffles (server)").
          placeholderURI: tokenMetadataUrl(p.publicUrl ?? '', r.nftIds[0]!),
          openDate: toSeconds(r.endAt),
          payees: [wallet],
          shares: [10_000],
        }),
      }),
    }),
    (cp: Checkpoint) => ({
      to: cp.prize!,
      data: encodeFunctionData({
        abi: mintfrontDropAbi,
        functionName: 'setProvenanceHash',
        args: [dropProvenanceHash(art)],
      }),
    }),
    (cp: Checkpoint) => ({
      data: encodeDeployData({
        abi: mintfrontRaffleAbi,
        bytecode: mintfrontRaffleBytecode,
        args: raffleConstructorArgs({
          owner: operator,
          prize: cp.prize!,
          entryStart: toSeconds(r.startAt),
          entryEnd: toSeconds(r.endAt),
          drawDeadline: toSeconds(r.drawDeadline),
          winnerCount: r.winners,
          commitment: r.commitment as Hex,
          currency: NATIVE_CURRENCY,
          entryFee: RAFFLE_ENTRY_FEE,
          gate: {
            merkleRoot: (r.merkleRoot as Hex | null) ?? undefined,
            hold: r.holding
              ? {
                  token: getAddress(r.holding.contract),
                  standard: 721,
                  minimum: BigInt(r.holding.min_balance),
                }
              : undefined,
          },
          payees: [wallet],
          shares: [10_000],
        }),
      }),
    }),
    (cp: Checkpoint) => ({
      to: cp.prize!,
      data: encodeFunctionData({
        abi: mintfrontDropAbi,
        functionName: 'addMinter',
        args: [cp.raffle!],
      }),
    }),
  ];
}

const raffleCall = (r: RaffleRow, functionName: 'close' | 'cancel' | 'draw') => ({
  to: getAddress(r.contract!),
  data:
    functionName === 'draw'
      ? encodeFunctionData({ abi: mintfrontRaffleAbi, functionName, args: [r.seed as Hex] })
      : encodeFunctionData({ abi: mintfrontRaffleAbi, functionName }),
});

/**
 * The `raffle.chain` job: each transaction is signed and checkpointed before it is sent, and a
 * resumed job waits for (or re-sends) that same one, so a dying process deploys, draws or cancels
 * once (platform/chain/transactions.ts sendOnce). The outcomes (entries closed, drawn, cancelled)
 * are recorded by the raffle indexer from the chain's events.
 */
export function raffleChainHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const p = ctx.job.payload as RaffleJobPayload;
      const [r] = await ctx.db.select().from(raffles).where(eq(raffles.id, p.raffleId));
      if (!r) return { skipped: 'gone' };
      const { publicClient, walletClient } = chainWriter(clients(), r.chain);
      const operator = walletClient.account.address;
      const cp = { ...((ctx.job.checkpoint ?? {}) as Checkpoint) };
      const read = (functionName: 'closeBlock' | 'drawn' | 'cancelled') =>
        publicClient.readContract({
          address: getAddress(r.contract!),
          abi: mintfrontRaffleAbi,
          functionName,
        });
      let steps: ((cp: Checkpoint) => { to?: Address; data: Hex })[];
      const fresh = !cp.pending && (cp.step ?? 0) === 0;
      if (p.action === 'deploy') steps = deploySteps(r, p, operator);
      else if (p.action === 'cancel') {
        if (fresh && (await read('cancelled'))) return { skipped: 'cancelled' };
        steps = [() => raffleCall(r, 'cancel')];
      } else {
        if (fresh && (await read('drawn'))) return { skipped: 'drawn' };
        if (!cp.pending && (await raffleOnChain(clients(), r)).drawImpossible) {
          // The reveal missed its deadline (or the closing block's hash): no draw can land any
          // more; the raffle waits for its cancel (docs/decisions.md "Airdrops and raffles (server)").
          await ctx.db
            .update(raffles)
            .set({ state: 'open' })
            .where(and(eq(raffles.id, r.id), eq(raffles.state, 'drawing')));
          return { skipped: 'reveal missed' };
        }
        steps = [() => raffleCall(r, 'close'), () => raffleCall(r, 'draw')];
        // Anyone may close the entries: a raffle closed already goes straight to its draw.
        if (fresh && (await read('closeBlock')) !== 0n) cp.step = 1;
      }
      let recorded = cp.pending ?? null;
      for (let step = cp.step ?? 0; step < steps.length; step++) {
        throwIfInterrupted(ctx.signal);
        const call = steps[step]!(cp);
        if (p.action === 'draw' && step === 1 && !recorded) {
          // The draw reads the closing block's hash: it runs in a later block than the close.
          const closeBlock = (await read('closeBlock')) as bigint;
          const head = await publicClient.getBlockNumber();
          if (head <= closeBlock) throw new JobWaiting('waiting for the block after the close');
        }
        const { receipt } = await sendOnce(ctx, publicClient, walletClient, recorded, () =>
          signAndRecord(ctx, publicClient, walletClient, call, { step }),
        );
        recorded = null;
        if (p.action === 'deploy' && step === 0) cp.prize = getAddress(receipt.contractAddress!);
        if (p.action === 'deploy' && step === 2) {
          cp.raffle = getAddress(receipt.contractAddress!);
          cp.deployBlock = Number(receipt.blockNumber);
        }
        cp.step = step + 1;
        await ctx.checkpoint({ ...cp, pending: null });
      }
      if (p.action === 'deploy')
        await ctx.db
          .update(raffles)
          .set({
            state: 'open',
            prizeContract: cp.prize!,
            contract: cp.raffle!,
            deployBlock: cp.deployBlock!,
          })
          .where(eq(raffles.id, r.id));
      return { action: p.action, steps: steps.length };
    },
    async onFailed(db: Db, job) {
      const p = job.payload as RaffleJobPayload;
      if (p.action === 'deploy')
        await db.update(raffles).set({ state: 'failed' }).where(eq(raffles.id, p.raffleId));
      // A draw or cancel that failed leaves the raffle as it was: it can be drawn again or, once
      // impossible, cancelled. Only its own state is undone (a draw's failure must not reopen a
      // raffle cancelled meanwhile).
      else
        await db
          .update(raffles)
          .set({ state: 'open' })
          .where(
            and(
              eq(raffles.id, p.raffleId),
              eq(raffles.state, p.action === 'draw' ? 'drawing' : 'cancelling'),
            ),
          );
    },
  });
}
