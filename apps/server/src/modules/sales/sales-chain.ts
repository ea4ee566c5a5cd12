import { mintfrontMarketAbi, signAcceptVoucher, type MarketSplit } from '@mintfront/contracts';
import { chainByKey, type ChainKey } from '@mintfront/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { erc20Abi, getAddress, zeroAddress, type Address, type Hash } from 'viem';
import type { LocalAccount } from 'viem/accounts';
import { chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { OperatorWalletClient } from '../../platform/chain/clients.ts';
import { operatorTurn } from '../../platform/chain/operator-turn.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { payoutGroups, payoutPayees } from '../payout-groups/payout-groups.tables.ts';
import type { SalesDeps } from './sales.types.ts';
import { marketOf } from './sales-market.ts';
import type { SaleRow } from './sales.tables.ts';

/** How long a signed voucher may take to land (its deadline), in seconds. */
export const VOUCHER_SECONDS = 15 * 60;

/**
 * A voucher's deadline: VOUCHER_SECONDS after the chain's time (its latest block), which the
 * market compares with; a chain clock ahead of the server's (anvil moved on) would else expire it at once.
 */
export async function voucherDeadline(target: {
  publicClient: { getBlock(): Promise<{ timestamp: bigint }> };
}) {
  const { timestamp } = await target.publicClient.getBlock();
  const wall = BigInt(Math.floor(Date.now() / 1000));
  return (timestamp > wall ? timestamp : wall) + BigInt(VOUCHER_SECONDS);
}

/** A single-use voucher nonce: 128 random bits (the market's nonces are shared by every kind). */
export function newNonce(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`) || 1n;
}

/** The market, the platform's signer (the operator) and the chain id of a sale's chain. */
export async function marketTarget(deps: SalesDeps, chain: string) {
  const writer = chainWriter(deps.chain, chain);
  const market = await marketOf(deps.db, chain);
  return {
    ...writer,
    market,
    signer: writer.walletClient.account as LocalAccount,
    chainId: chainByKey(chain as ChainKey).chainId,
  };
}

/**
 * spec doc 2 §8 E45: the buyer's wallet holds less than it would pay (the native coin, or the
 * sale's ERC-20), read from the chain before anything is signed or reserved. The allowance is
 * not checked here: the checkout answers the `approve` transaction the wallet sends first.
 */
export async function checkFunds(
  target: Awaited<ReturnType<typeof marketTarget>>,
  currency: string,
  wallet: Address,
  amount: bigint,
) {
  const held =
    currency === zeroAddress
      ? await target.publicClient.getBalance({ address: wallet })
      : await target.publicClient.readContract({
          address: getAddress(currency),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [wallet],
        });
  if (held < amount) throw new AppError('E45');
}

/**
 * The payees of a sale (spec doc 2 §3 payout group; none = the default group, else the store's
 * payout wallet, else the store wallet): payees without a wallet address have their share go to the store wallet. Shares in basis
 * points summing to 10,000; the fee (the creator's store fee) goes to the store wallet.
 */
export async function splitOf(db: Db, sale: SaleRow): Promise<MarketSplit> {
  const { payees, shares } = await payoutSplit(db, sale.shopId, sale.paymentId, sale.seller);
  return {
    payees,
    shares,
    feeBps: BigInt(sale.serviceFeeBps),
    feeReceiver: getAddress(sale.seller),
  };
}

/**
 * The payees of a payout group of the shop (`groupId`, else its default group, else its payout
 * wallet, else `seller`) and their shares in basis points summing to 10,000. Drops use it too.
 */
export async function payoutSplit(
  db: Db,
  shopId: number,
  groupId: number | null,
  sellerWallet: string,
): Promise<{ payees: Address[]; shares: bigint[] }> {
  const group = groupId
    ? groupId
    : (
        await db
          .select({ id: payoutGroups.id })
          .from(payoutGroups)
          .where(and(eq(payoutGroups.shopId, shopId), eq(payoutGroups.isDefault, true)))
      )[0]?.id;
  const payees = group
    ? await db
        .select()
        .from(payoutPayees)
        .where(and(eq(payoutPayees.groupId, group), isNotNull(payoutPayees.rate)))
    : [];
  const seller = getAddress(sellerWallet);
  const shares = new Map<Address, bigint>();
  for (const p of payees) {
    const to = p.address ? getAddress(p.address) : seller;
    shares.set(to, (shares.get(to) ?? 0n) + BigInt(Math.round(Number(p.rate) * 100)));
  }
  if (!shares.size) {
    // No payout group: the store's payout wallet (POST /api/bind/wallet), else the store wallet.
    const [shop] = await db
      .select({ wallet: shops.payoutWalletAddress })
      .from(shops)
      .where(eq(shops.id, shopId));
    shares.set(shop?.wallet ? getAddress(shop.wallet) : seller, 10_000n);
  }
  const total = [...shares.values()].reduce((a, b) => a + b, 0n);
  if (total !== 10_000n) {
    // A group's rates total 100% (payout-groups rules); rounding leftovers go to the last payee.
    const last = [...shares.keys()].at(-1)!;
    shares.set(last, shares.get(last)! + 10_000n - total);
  }
  return { payees: [...shares.keys()], shares: [...shares.values()] };
}

/**
 * Sends an operator transaction now (a console call waits for it), in an operator turn shared
 * with the mint and deploy jobs (platform/chain/operator-turn.ts), so no two take the same nonce
 * in this process. A nonce taken by another process with the same key makes the node refuse
 * ours: it is tried again.
 */
export async function sendAsOperator<T>(
  wallet: OperatorWalletClient,
  send: () => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await operatorTurn(wallet, send);
    } catch (err) {
      if (i >= attempts || !/nonce/i.test(String((err as Error).message))) throw err;
    }
  }
}

async function send(
  target: Awaited<ReturnType<typeof marketTarget>>,
  functionName: 'cancelSale' | 'cancelNonce' | 'refuse',
  arg: bigint,
): Promise<Hash> {
  const hash = await sendAsOperator(target.walletClient, () =>
    target.walletClient.writeContract({
      address: target.market,
      abi: mintfrontMarketAbi,
      functionName,
      args: [arg],
    }),
  );
  const receipt = await target.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new AppError('E65');
  return hash;
}

/** Cancels a sale on chain: its pending checkouts' vouchers and, for type 2, bids (the standing bid is credited back). */
export async function cancelOnChain(deps: SalesDeps, sale: SaleRow, pendingNonces: string[]) {
  const target = await marketTarget(deps, sale.chain);
  for (const nonce of pendingNonces) await send(target, 'cancelNonce', BigInt(nonce));
  if (sale.type === 2) await send(target, 'cancelSale', BigInt(sale.id));
}

/** Refuses an open offer: its funds go to the bidder's credit (they withdraw). */
export async function refuseOnChain(deps: SalesDeps, sale: SaleRow, nonce: string) {
  await send(await marketTarget(deps, sale.chain), 'refuse', BigInt(nonce));
}

/** The owner's choice: the platform signs and sends the accept voucher; the NFT moves from the store wallet. */
export async function acceptOnChain(deps: SalesDeps, sale: SaleRow, offerNonce: string) {
  const target = await marketTarget(deps, sale.chain);
  const voucher = {
    offerId: BigInt(offerNonce),
    seller: getAddress(sale.seller),
    ...(await splitOf(deps.db, sale)),
    deadline: await voucherDeadline(target),
    nonce: newNonce(),
  };
  const signature = await signAcceptVoucher(
    target.signer,
    { chainId: target.chainId, market: target.market },
    voucher,
  );
  try {
    const hash = await sendAsOperator(target.walletClient, () =>
      target.walletClient.writeContract({
        address: target.market,
        abi: mintfrontMarketAbi,
        functionName: 'accept',
        args: [voucher, signature],
      }),
    );
    const receipt = await target.publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new AppError('E65');
    return hash;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('E65');
  }
}
