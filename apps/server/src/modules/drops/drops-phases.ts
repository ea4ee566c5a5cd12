import { buildAllowlist, phaseTuples, type DropPhase } from '@mintfront/contracts';
import type { DropPhaseBody, DropPhaseView } from '@mintfront/domain';
import { getAddress, parseEther, zeroAddress, type Address, type Hex } from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { findWhitelistInShop } from '../whitelists/index.ts';
import type { StoredPhase } from './drops.tables.ts';

/**
 * The phases as stored: each whitelist must be the shop's (else 40001 naming the phase's
 * `white_id`); its addresses are kept with their merkle root (drop-merkle.ts).
 */
export async function storedPhases(
  db: Db,
  shopId: number,
  phases: DropPhaseBody[],
): Promise<StoredPhase[]> {
  const out: StoredPhase[] = [];
  for (const [i, p] of phases.entries()) {
    let allowlist: string[] = [];
    if (p.white_id !== undefined) {
      const list = await findWhitelistInShop(db, shopId, p.white_id);
      if (!list) throw fieldError(`phases.${i}.white_id`, 'invalid');
      allowlist = list.addresses.map((a) => getAddress(a));
    }
    out.push({
      name: p.name,
      price: p.price,
      startAt: p.start_date.toISOString(),
      endAt: p.end_date.toISOString(),
      whiteId: p.white_id ?? null,
      allowlist,
      merkleRoot: p.white_id !== undefined ? buildAllowlist(allowlist as Address[]).root : null,
      holding: p.holding
        ? { contract: getAddress(p.holding.contract), minBalance: p.holding.min_balance }
        : null,
      claimLimit: p.unlimited ? null : (p.claim_limit ?? null),
      bulkDiscounts: p.bulk_discounts ?? [],
    });
  }
  return out;
}

const seconds = (iso: string) => BigInt(Math.floor(new Date(iso).getTime() / 1000));
/** spec: percent with 2 decimals; the contract: basis points. */
const bps = (percent: number) => Math.round(percent * 100);

/** MintfrontDrop.setPhases' arguments. Prices are in the chain's coin (docs/decisions.md "Drops (server)"). */
export function chainPhases(phases: StoredPhase[]) {
  const list: DropPhase[] = phases.map((p) => ({
    start: seconds(p.startAt),
    end: seconds(p.endAt),
    price: parseEther(p.price),
    currency: zeroAddress,
    limitPerWallet: p.claimLimit ?? 0,
    bulkDiscounts: p.bulkDiscounts.map((d) => ({
      minQuantity: d.quantity,
      percentBps: bps(d.percent),
    })),
    gate: {
      ...(p.merkleRoot ? { merkleRoot: p.merkleRoot as Hex } : {}),
      ...(p.holding
        ? {
            hold: {
              token: p.holding.contract as Address,
              // balanceOf(address) answers for ERC-721 and ERC-20 alike.
              standard: 721 as const,
              minimum: BigInt(p.holding.minBalance),
            },
          }
        : {}),
    },
  }));
  return phaseTuples(list);
}

/** What `quantity` costs in a phase, bulk discount applied, as MintfrontDrop._total computes it (wei). */
export function phaseTotal(p: StoredPhase, quantity: number): bigint {
  const gross = parseEther(p.price) * BigInt(quantity);
  let off = 0;
  for (const d of p.bulkDiscounts) if (quantity >= d.quantity) off = bps(d.percent);
  return gross - (gross * BigInt(off)) / 10_000n;
}

/** The index of the phase open at `now`, or -1. */
export const openPhaseAt = (phases: StoredPhase[], now: Date) =>
  phases.findIndex((p) => new Date(p.startAt) <= now && now < new Date(p.endAt));

export function phaseView(p: StoredPhase, index: number): DropPhaseView {
  return {
    index,
    name: p.name,
    price: p.price,
    startAt: p.startAt,
    endAt: p.endAt,
    whiteId: p.whiteId,
    holding: p.holding,
    claimLimit: p.claimLimit,
    unlimited: p.claimLimit === null,
    bulkDiscounts: p.bulkDiscounts,
  };
}
