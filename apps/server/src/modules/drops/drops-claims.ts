import { buildAllowlist, mintfrontDropAbi } from '@mintfront/contracts';
import type { ClaimAnswer, ClaimBody } from '@mintfront/domain';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { encodeFunctionData, erc721Abi, getAddress, type Address, type Hex } from 'viem';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { openPhaseAt, phaseTotal } from './drops-phases.ts';
import { dropClaims, drops, type DropRow, type StoredPhase } from './drops.tables.ts';
import { CLAIM_TTL_MS, type DropsDeps } from './drops.types.ts';

/** The phase a claim mints in, open by the chain's clock (the contract checks block.timestamp). */
function phaseOf(drop: DropRow, asked: number | undefined, chainNow: Date) {
  const open = openPhaseAt(drop.phases, chainNow);
  if (open < 0 || (asked !== undefined && asked !== open)) throw new AppError('DROP_NOT_LIVE');
  return { index: open, phase: drop.phases[open]! };
}

/** What this wallet minted (the chain's count, or the indexer's if ahead) plus its pending claims in the phase. */
async function walletUsed(
  db: Db,
  drop: DropRow,
  phase: number,
  wallet: Address,
  onChain: bigint,
  now: Date,
) {
  const rows = await db
    .select({ status: dropClaims.status, n: sql<string>`sum(${dropClaims.quantity})` })
    .from(dropClaims)
    .where(
      and(
        eq(dropClaims.dropId, drop.id),
        eq(dropClaims.phase, phase),
        eq(dropClaims.wallet, wallet),
        or(
          eq(dropClaims.status, 'confirmed'),
          and(eq(dropClaims.status, 'pending'), gt(dropClaims.expiresAt, now)),
        ),
      ),
    )
    .groupBy(dropClaims.status);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return Math.max(Number(onChain), of('confirmed')) + of('pending');
}

/** The phase's gates, checked before the buyer pays gas for a refusal: the allowlist (with its proof) and the holding rule. */
async function gateProof(
  reader: ReturnType<typeof chainReader>['publicClient'],
  phase: StoredPhase,
  wallet: Address,
): Promise<Hex[]> {
  let proof: Hex[] = [];
  if (phase.merkleRoot) {
    const found = buildAllowlist(phase.allowlist as Address[]).proof(wallet);
    if (!found) throw new AppError('DROP_NOT_ALLOWLISTED');
    proof = found;
  }
  if (phase.holding) {
    const held = await reader.readContract({
      address: phase.holding.contract as Address,
      abi: erc721Abi,
      functionName: 'balanceOf',
      args: [wallet],
    });
    if (held < BigInt(phase.holding.minBalance))
      throw new AppError('DROP_NOT_HOLDER', {
        min: phase.holding.minBalance,
        contract: phase.holding.contract,
      });
  }
  return proof;
}

/**
 * POST /api/store/{subdomain}/claims with `drop_id` (API.md): the mint transaction the buyer's
 * wallet sends, with its merkle proof and the price after the bulk discount. The claim is
 * pending until the indexer sees its Claimed event; unsent, it expires (drops-expiry.ts).
 */
export async function claimDrop(
  deps: DropsDeps,
  shop: ShopRow,
  user: UserRow,
  body: ClaimBody & { drop_id: number },
): Promise<ClaimAnswer> {
  if (!user.wallet) throw new AppError('BUYER_WALLET_REQUIRED');
  const wallet = getAddress(user.wallet);
  const { publicClient } = chainReader(deps.chain, shop.chain);
  const [drop] = await deps.db
    .select()
    .from(drops)
    .where(and(eq(drops.shopId, shop.id), eq(drops.id, body.drop_id)));
  if (!drop) throw fieldError('drop_id', 'invalid');
  if (drop.cancelledAt) throw new AppError('DROP_CANCELLED');
  if (drop.state !== 'ready' || !drop.address) throw new AppError('DROP_NOT_LIVE');
  // The chain's reads first: no database transaction waits on the RPC.
  const address = drop.address as Address;
  const block = await publicClient.getBlock();
  const { index, phase } = phaseOf(drop, body.phase, new Date(Number(block.timestamp) * 1000));
  const proof = await gateProof(publicClient, phase, wallet);
  const [onChain, supply] = await Promise.all([
    publicClient.readContract({
      address,
      abi: mintfrontDropAbi,
      functionName: 'claimed',
      args: [BigInt(index), wallet],
    }),
    publicClient.readContract({ address, abi: mintfrontDropAbi, functionName: 'totalSupply' }),
  ]);
  const left = drop.nftIds.length - Number(supply);
  if (body.quantity > left) throw new AppError('DROP_SOLD_OUT', { left });
  const total = phaseTotal(phase, body.quantity);
  const claimId = await deps.db.transaction(async (tx) => {
    // Locked: two quick claims of one wallet do not both pass its limit; a cancel meanwhile is seen.
    const [locked] = await tx.select().from(drops).where(eq(drops.id, drop.id)).for('update');
    if (locked?.cancelledAt) throw new AppError('DROP_CANCELLED');
    if (phase.claimLimit !== null) {
      const used = await walletUsed(tx, drop, index, wallet, onChain, new Date());
      if (used + body.quantity > phase.claimLimit)
        throw new AppError('DROP_WALLET_LIMIT', {
          max: phase.claimLimit,
          left: Math.max(0, phase.claimLimit - used),
        });
    }
    const [claim] = await tx
      .insert(dropClaims)
      .values({
        dropId: drop.id,
        shopId: shop.id,
        buyerId: user.id,
        wallet,
        phase: index,
        quantity: body.quantity,
        amount: total.toString(),
        expiresAt: new Date(Date.now() + CLAIM_TTL_MS),
        chain: drop.chain,
      })
      .returning({ id: dropClaims.id });
    return claim!.id;
  });
  const data = encodeFunctionData({
    abi: mintfrontDropAbi,
    functionName: 'mint',
    args: [BigInt(index), BigInt(body.quantity), proof],
  });
  return {
    claim_id: claimId,
    phase: index,
    quantity: body.quantity,
    total: total.toString(),
    tx: { to: address, data, value: total.toString() },
  };
}

/** Pending claims whose wallet limit reservation lapsed: Expired (a late mint still confirms them). */
export async function expireClaims(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(dropClaims)
    .set({ status: 'expired' })
    .where(and(eq(dropClaims.status, 'pending'), sql`${dropClaims.expiresAt} <= ${now}`))
    .returning({ id: dropClaims.id });
  return rows.length;
}
