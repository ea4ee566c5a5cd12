import { boxDraw, mintfrontMarketAbi, type BoxDrawEntry } from '@mintfront/contracts';
import { asc, eq } from 'drizzle-orm';
import { encodeFunctionData, getAddress, type Address, type Hex } from 'viem';
import type { ChainClients, OperatorWalletClient } from '../../platform/chain/clients.ts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import {
  sendOnce,
  signAndRecord,
  waitsForChain,
  type Reader,
  type SignedTx,
} from '../../platform/chain/transactions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { JobFailure, type JobContext, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import type { NewJob } from '../../platform/jobs/jobs.repo.ts';
import { findNftInShop, nftOnChain, nftTokenIdsHeldBy } from '../nfts/index.ts';
import { marketOf } from './sales-market.ts';
import { saleBoxReveals, saleOrders, sales, type BoxDrawRow } from './sales.tables.ts';

/** Sends one revealed box's NFT to its buyer (MintfrontMarket.deliverBox); one job per reveal row. */
export const DELIVER_BOX_JOB = 'sale.box-deliver';

export type DeliverBoxPayload = { revealId: number };

/** The job of a reveal row, queued in the reveal's transaction; its key makes it once per box. */
export const deliverBoxJob = (revealId: number): NewJob => ({
  kind: DELIVER_BOX_JOB,
  payload: { revealId } satisfies DeliverBoxPayload,
  idempotencyKey: `${DELIVER_BOX_JOB}:${revealId}`,
});

type Step = 'commit' | 'deliver';
/** The job's checkpoint: the steps done and the transaction in flight (transactions.ts sendOnce). */
type DeliverCheckpoint = { done?: Step[]; pending?: (SignedTx & { step: Step }) | null };

const toEntry = (r: BoxDrawRow): BoxDrawEntry => ({
  position: BigInt(r.position),
  nft: getAddress(r.nft),
  standard: BigInt(r.standard) as 721n | 1155n,
  tokenId: BigInt(r.tokenId),
  seller: getAddress(r.seller),
});

/**
 * The draw of a box sale, fixed once under the sale's lock: position i gives a copy of the NFT the
 * committed order names there; an ERC-1155 copy is its one token id, an ERC-721 copy a distinct
 * token the store wallet holds (lowest ids first).
 */
async function fixDraw(db: Db, saleId: number) {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
    if (!sale?.boxOrder) throw new JobFailure(null, `sale ${saleId} has no box order`);
    if (sale.boxDraw && sale.boxRoot) return { draw: sale.boxDraw, root: sale.boxRoot as Hex };
    const copies = new Map<number, number>();
    for (const nftId of sale.boxOrder) copies.set(nftId, (copies.get(nftId) ?? 0) + 1);
    const tokens = new Map<number, { nft: string; standard: 721 | 1155; ids: bigint[] }>();
    for (const [nftId, n] of copies) {
      const nft = await findNftInShop(tx, sale.shopId, nftId);
      const on = nft && (await nftOnChain(tx, nft));
      if (!on) throw new JobFailure(null, `NFT ${nftId} of the box is not on chain`);
      const ids = await nftTokenIdsHeldBy(tx, on, sale.seller, n);
      if (on.standard === 721 && ids.length < n)
        throw new Error(`the store wallet holds ${ids.length} of the ${n} tokens of NFT ${nftId}`);
      tokens.set(nftId, { nft: on.contract, standard: on.standard, ids });
    }
    const used = new Map<number, number>();
    const draw: BoxDrawRow[] = sale.boxOrder.map((nftId, position) => {
      const t = tokens.get(nftId)!;
      const k = used.get(nftId) ?? 0;
      used.set(nftId, k + 1);
      return {
        position,
        nftId,
        nft: getAddress(t.nft),
        standard: t.standard,
        tokenId: (t.standard === 1155 ? t.ids[0]! : t.ids[k]!).toString(),
        seller: getAddress(sale.seller),
      };
    });
    const root = boxDraw(BigInt(sale.id), draw.map(toEntry)).root;
    await tx.update(sales).set({ boxDraw: draw, boxRoot: root }).where(eq(sales.id, sale.id));
    return { draw, root };
  });
}

/** One market call of the job, sent once across crashes (sendOnce with the checkpointed transaction). */
async function callOnce(
  ctx: JobContext,
  reader: Reader,
  writer: OperatorWalletClient,
  to: Address,
  step: Step,
  data: Hex,
) {
  const cp = (ctx.job.checkpoint ?? {}) as DeliverCheckpoint;
  if (cp.done?.includes(step)) return null;
  const recorded = cp.pending?.step === step ? cp.pending : null;
  const { tx } = await sendOnce(ctx, reader, writer, recorded, () =>
    signAndRecord(ctx, reader, writer, { to, data }, { step }),
  );
  await ctx.checkpoint({ done: [...(cp.done ?? []), step], pending: null });
  return tx.hash;
}

/**
 * The `sale.box-deliver` job: fixes the sale's draw (once), commits its root on the market unless
 * it is there, then sends deliverBox for its reveal row. It never marks the box delivered: the
 * indexer does, from the BoxDelivered event. A position the chain already shows delivered is not
 * sent again, and a transaction signed before a crash is waited for, not signed anew.
 */
export function deliverBoxHandler(clients: () => ChainClients | null): JobHandler {
  return waitsForChain({
    async run(ctx) {
      const { revealId } = ctx.job.payload as DeliverBoxPayload;
      const [row] = await ctx.db
        .select({ reveal: saleBoxReveals, nonce: saleOrders.nonce, chain: sales.chain })
        .from(saleBoxReveals)
        .innerJoin(saleOrders, eq(saleOrders.id, saleBoxReveals.orderId))
        .innerJoin(sales, eq(sales.id, saleBoxReveals.saleId))
        .where(eq(saleBoxReveals.id, revealId))
        .orderBy(asc(saleBoxReveals.id));
      if (!row) return { skipped: 'reveal removed' };
      if (row.reveal.deliveredAt) return { skipped: 'delivered' };
      const { reveal } = row;
      const { publicClient, walletClient } = chainWriter(clients(), row.chain);
      const market = await marketOf(ctx.db, row.chain);
      const { draw, root } = await fixDraw(ctx.db, reveal.saleId);
      const saleId = BigInt(reveal.saleId);
      const read = <T>(functionName: 'boxRoot' | 'boxDelivered', args: readonly bigint[]) =>
        publicClient.readContract({
          address: market,
          abi: mintfrontMarketAbi,
          functionName,
          args,
        } as never) as Promise<T>;

      const onChain = await read<Hex>('boxRoot', [saleId]);
      if (BigInt(onChain) === 0n) {
        const commit = encodeFunctionData({
          abi: mintfrontMarketAbi,
          functionName: 'commitBox',
          args: [saleId, root],
        });
        await callOnce(ctx, publicClient, walletClient, market, 'commit', commit);
      } else if (onChain.toLowerCase() !== root.toLowerCase()) {
        throw new JobFailure('E65', `sale ${reveal.saleId} has another draw on chain`);
      }

      const entry = draw[reveal.position];
      if (!entry || entry.nftId !== reveal.nftId)
        throw new JobFailure(null, `position ${reveal.position} is not the revealed NFT`);
      const cp = (ctx.job.checkpoint ?? {}) as DeliverCheckpoint;
      const inFlight = cp.pending?.step === 'deliver';
      if (!inFlight && (await read<boolean>('boxDelivered', [saleId, BigInt(reveal.position)])))
        return { skipped: 'delivered on chain' };
      const e = toEntry(entry);
      const deliver = encodeFunctionData({
        abi: mintfrontMarketAbi,
        functionName: 'deliverBox',
        args: [
          {
            saleId,
            position: e.position,
            purchaseNonce: BigInt(row.nonce),
            buyer: getAddress(reveal.wallet),
            nft: e.nft,
            standard: e.standard,
            tokenId: e.tokenId,
            seller: e.seller,
          },
          boxDraw(saleId, draw.map(toEntry)).proof(e)!,
        ],
      });
      const hash = await callOnce(ctx, publicClient, walletClient, market, 'deliver', deliver);
      return { txHash: hash };
    },
  });
}
