import { setTimeout as sleep } from 'node:timers/promises';
import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import { NFT_STATUS } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import {
  encodeFunctionData,
  keccak256,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import type { ChainClients, OperatorWalletClient } from '../../platform/chain/clients.ts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import { RECEIPT_WAIT_MS, receiptOf, revertReason, throwIfInterrupted, type Reader } from '../../platform/chain/transactions.ts';
import { JobFailure, type JobContext, type JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { tokensRepo } from './tokens.repo.ts';
import { nfts } from './tokens.tables.ts';

export const MINT_NFT_JOB = 'nft.mint';
/** ERC-721 copies are separate tokens: at most this many per transaction (well under a block's gas). */
export const ERC721_MINT_CHUNK = 50;

export type MintNftPayload = {
  nftId: number;
  chain: string;
  contract: Address;
  type: 'erc721' | 'erc1155';
  /** The wallet the copies are minted to (the store owner's, else the platform operator). */
  to: Address;
  copies: number;
  tokenUri: string;
};

/** A transaction signed before it is sent: its hash is known (and recorded) before the node sees it. */
type PendingTx = { nonce: number; raw: Hex; hash: Hash; count: number };
export type MintCheckpoint = { minted?: number; pending?: PendingTx | null };

function mintCall(p: MintNftPayload, count: number): Hex {
  if (p.type === 'erc1155') {
    return encodeFunctionData({ abi: mintfrontErc1155Abi, functionName: 'mint', args: [p.to, BigInt(p.nftId), BigInt(count), p.tokenUri] });
  }
  return encodeFunctionData({ abi: mintfrontErc721Abi, functionName: 'mintBatch', args: [p.to, Array.from({ length: count }, () => p.tokenUri)] });
}

/**
 * Signs the next mint, records it in the checkpoint, then sends it. The contract's refusal shows
 * in the simulation first and ends the job (E65).
 */
export async function signAndRecordMint(ctx: JobContext, reader: Reader, writer: OperatorWalletClient, p: MintNftPayload, count: number): Promise<PendingTx> {
  const data = mintCall(p, count);
  try {
    await reader.call({ account: writer.account.address, to: p.contract, data });
  } catch (err) {
    const reason = revertReason(err);
    if (reason !== undefined) throw new JobFailure('E65', reason);
    throw err;
  }
  const request = await writer.prepareTransactionRequest({ account: writer.account, chain: writer.chain, to: p.contract, data });
  const raw = await writer.signTransaction(request);
  const pending: PendingTx = { nonce: request.nonce, raw, hash: keccak256(raw), count };
  await ctx.checkpoint({ pending });
  return pending;
}

async function broadcast(reader: Reader, raw: Hex) {
  // "already known" and "nonce too low" (it was mined meanwhile) are settled by the receipt check.
  await reader.sendRawTransaction({ serializedTransaction: raw }).catch(() => undefined);
}

/** Waits for the recorded transaction; null when its nonce went to another transaction (it can never be mined). */
async function settle(ctx: JobContext, reader: Reader, operator: Address, pending: PendingTx) {
  const deadline = Date.now() + RECEIPT_WAIT_MS;
  for (;;) {
    throwIfInterrupted(ctx.signal);
    const receipt = await receiptOf(reader, pending.hash);
    if (receipt) return receipt;
    const used = await reader.getTransactionCount({ address: operator, blockTag: 'latest' });
    if (used > pending.nonce) {
      const late = await receiptOf(reader, pending.hash);
      if (late) return late;
      return null;
    }
    if (!(await reader.getTransaction({ hash: pending.hash }).catch(() => null))) await broadcast(reader, pending.raw);
    if (Date.now() > deadline) throw new Error(`mint ${pending.hash} not mined yet`);
    await sleep(reader.pollingInterval);
  }
}

function mintedIds(p: MintNftPayload, receipt: Awaited<ReturnType<Reader['getTransactionReceipt']>>): bigint[] {
  if (p.type === 'erc1155') return [BigInt(p.nftId)];
  const logs = parseEventLogs({ abi: mintfrontErc721Abi, logs: receipt.logs, eventName: 'Transfer' });
  return logs.filter((l) => l.address.toLowerCase() === p.contract.toLowerCase() && l.args.from === zeroAddress).map((l) => l.args.tokenId);
}

/**
 * Mints every copy exactly once across crashes: each transaction is signed and its hash recorded
 * before it is sent, so a resumed job waits for (or re-sends) that same transaction; a mint is
 * counted once per transaction hash.
 */
export async function mintOnce(ctx: JobContext, reader: Reader, writer: OperatorWalletClient, p: MintNftPayload): Promise<{ minted: number }> {
  const cp = (ctx.job.checkpoint ?? {}) as MintCheckpoint;
  let minted = cp.minted ?? 0;
  let pending = cp.pending ?? null;
  while (minted < p.copies) {
    if (!pending) {
      const count = p.type === 'erc1155' ? p.copies - minted : Math.min(ERC721_MINT_CHUNK, p.copies - minted);
      pending = await signAndRecordMint(ctx, reader, writer, p, count);
      await broadcast(reader, pending.raw);
    }
    const receipt = await settle(ctx, reader, writer.account.address, pending);
    if (!receipt) {
      // Its nonce went elsewhere: this signed transaction can never be mined; sign the step again.
      await ctx.checkpoint({ pending: null });
      pending = null;
      continue;
    }
    if (receipt.status !== 'success') throw new JobFailure('E65', `mint ${pending.hash} reverted`);
    const ids = mintedIds(p, receipt);
    await tokensRepo.recordMint(ctx.db, p.nftId, {
      quantity: pending.count,
      firstTokenId: String(ids[0] ?? ''),
      lastTokenId: String(ids[ids.length - 1] ?? ''),
      toAddress: p.to,
      txHash: pending.hash,
      blockNumber: String(receipt.blockNumber),
    });
    minted += pending.count;
    pending = null;
    await ctx.checkpoint({ minted, pending: null });
  }
  return { minted };
}

/** The `nft.mint` job: mints the NFT's copies on the store contract, then the NFT is Off Sale. */
export function mintNftHandler(clients: () => ChainClients | null): JobHandler {
  return {
    async run(ctx) {
      const payload = ctx.job.payload as MintNftPayload;
      const { publicClient, walletClient } = chainWriter(clients(), payload.chain);
      const { minted } = await mintOnce(ctx, publicClient, walletClient, payload);
      await ctx.db
        .update(nfts)
        .set({ status: NFT_STATUS.offSale, reason: null, updatedAt: new Date() })
        .where(and(eq(nfts.id, payload.nftId), eq(nfts.status, NFT_STATUS.minting)));
      return { minted };
    },
    async onFailed(db, job, failure) {
      const payload = job.payload as MintNftPayload;
      const reason = failure.code ? `${failure.code}: ${failure.message}` : failure.message;
      await db.update(nfts).set({ status: NFT_STATUS.mintFailed, reason, updatedAt: new Date() }).where(eq(nfts.id, payload.nftId));
    },
  };
}
