import { buildAllowlist, mintfrontRaffleAbi } from '@mintfront/contracts';
import type { RaffleTxAnswer } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import { encodeFunctionData, erc721Abi, getAddress, type Address } from 'viem';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { storeRaffle } from './raffles-answer.ts';
import type { RafflesDeps } from './raffles.types.ts';
import { raffleEntries, raffles, type RaffleRow } from './raffles.tables.ts';

async function storeRaffleRow(
  deps: Pick<RafflesDeps, 'db'>,
  shop: ShopRow,
  id: number,
): Promise<RaffleRow> {
  const [r] = await deps.db
    .select()
    .from(raffles)
    .where(and(eq(raffles.shopId, shop.id), eq(raffles.id, id)));
  if (!r || !r.contract) throw new AppError('NOT_FOUND');
  return r;
}

function walletOf(user: UserRow): Address {
  if (!user.wallet) throw new AppError('BUYER_WALLET_REQUIRED');
  return getAddress(user.wallet);
}

/** GET /api/store/{subdomain}/raffles/{id}: the raffle, its entries count and the buyer's result. */
export async function viewRaffle(
  deps: Pick<RafflesDeps, 'db' | 'publicUrl'>,
  shop: ShopRow,
  id: number,
  user?: UserRow,
) {
  const r = await storeRaffleRow(deps, shop, id);
  return storeRaffle(deps.db, r, deps.publicUrl, user?.wallet ?? null);
}

/**
 * POST /api/store/{subdomain}/raffles/{id}/entries: what the contract will check, said early
 * (window, one entry a wallet, allowlist, holding); answers the `enter` transaction with the
 * wallet's merkle proof. The entry counts once the chain has it (the raffle indexer).
 */
export async function enterRaffle(
  deps: RafflesDeps,
  shop: ShopRow,
  user: UserRow,
  id: number,
  now = new Date(),
): Promise<RaffleTxAnswer> {
  const wallet = walletOf(user);
  const r = await storeRaffleRow(deps, shop, id);
  if (r.state !== 'open' || now < r.startAt || now >= r.endAt)
    throw new AppError('RAFFLE_NOT_OPEN');
  const [entered] = await deps.db
    .select({ id: raffleEntries.id })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffleId, r.id), eq(raffleEntries.wallet, wallet)));
  if (entered) throw new AppError('RAFFLE_ALREADY_ENTERED');
  let proof: `0x${string}`[] = [];
  if (r.allowlist) {
    const list = r.allowlist.length ? buildAllowlist(r.allowlist as Address[]) : null;
    const mine = list?.proof(wallet);
    if (!mine) throw new AppError('RAFFLE_NOT_ALLOWED', { reason: 'not on the whitelist' });
    proof = mine;
  }
  if (r.holding) {
    const { publicClient } = chainReader(deps.chain, r.chain);
    const held = await publicClient.readContract({
      address: getAddress(r.holding.contract),
      abi: erc721Abi,
      functionName: 'balanceOf',
      args: [wallet],
    });
    if (held < BigInt(r.holding.min_balance))
      throw new AppError('RAFFLE_NOT_ALLOWED', {
        reason: `holds fewer than ${r.holding.min_balance} of ${r.holding.contract}`,
      });
  }
  return {
    tx: {
      to: r.contract!,
      data: encodeFunctionData({ abi: mintfrontRaffleAbi, functionName: 'enter', args: [proof] }),
      value: '0',
    },
  };
}

/** POST /api/store/{subdomain}/raffles/{id}/claim: a winner's `claim` transaction (its prize is minted to it). */
export async function claimRafflePrize(
  deps: RafflesDeps,
  shop: ShopRow,
  user: UserRow,
  id: number,
): Promise<RaffleTxAnswer> {
  const wallet = walletOf(user);
  const r = await storeRaffleRow(deps, shop, id);
  const [entry] = await deps.db
    .select()
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffleId, r.id), eq(raffleEntries.wallet, wallet)));
  if (!entry?.won || entry.claimed || r.state === 'cancelled')
    throw new AppError('RAFFLE_NOT_WINNER');
  return {
    tx: {
      to: r.contract!,
      data: encodeFunctionData({ abi: mintfrontRaffleAbi, functionName: 'claim' }),
      value: '0',
    },
  };
}
