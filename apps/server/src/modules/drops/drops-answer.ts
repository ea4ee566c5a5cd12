import { DROP_STATUS, type DropStatusName, type DropView } from '@mintfront/domain';
import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { phaseView } from './drops-phases.ts';
import { drops, type DropRow } from './drops.tables.ts';

const firstStart = sql`(${drops.phases}->0->>'startAt')::timestamptz`;
const lastEnd = sql`(${drops.phases}->(jsonb_array_length(${drops.phases}) - 1)->>'endAt')::timestamptz`;
const total = sql`jsonb_array_length(${drops.nftIds})`;

/** A drop's status (docs/decisions.md "Drops (server)"): its contract's state, a cancel, then its phases' windows and supply. */
export function dropStatus(row: DropRow, now = new Date()): DropStatusName {
  if (row.cancelledAt) return 'Cancelled';
  if (row.state === 'failed') return 'Failed';
  if (row.state === 'processing') return 'Processing';
  if (row.minted >= row.nftIds.length) return 'Ended';
  if (now < new Date(row.phases[0]!.startAt)) return 'Upcoming';
  if (now >= new Date(row.phases.at(-1)!.endAt)) return 'Ended';
  return 'Live';
}

/** The same rule in SQL, for the list's status filter. */
export function statusWhere(status: DropStatusName, now = new Date()): SQL | undefined {
  const open = and(isNull(drops.cancelledAt), sql`${drops.state} = 'ready'`);
  const soldOut = sql`${drops.minted} >= ${total}`;
  switch (status) {
    case 'Cancelled':
      return isNotNull(drops.cancelledAt);
    case 'Failed':
      return and(isNull(drops.cancelledAt), sql`${drops.state} = 'failed'`);
    case 'Processing':
      return and(isNull(drops.cancelledAt), sql`${drops.state} = 'processing'`);
    case 'Ended':
      return and(open, sql`(${soldOut} or ${lastEnd} <= ${now})`);
    case 'Upcoming':
      return and(open, sql`not ${soldOut}`, sql`${firstStart} > ${now}`);
    case 'Live':
      return and(open, sql`not ${soldOut}`, sql`${firstStart} <= ${now}`, sql`${lastEnd} > ${now}`);
  }
}

export function toDropView(row: DropRow, now = new Date()): DropView {
  const status = dropStatus(row, now);
  const count = row.nftIds.length;
  return {
    id: row.id,
    name: row.name,
    preview: row.preview,
    description: row.description,
    contractId: row.contractId,
    status,
    statusCode: DROP_STATUS[status],
    chain: row.chain,
    address: row.address,
    openAt: row.openAt.toISOString(),
    total: count,
    claimed: row.minted,
    remaining: Math.max(0, count - row.minted),
    provenanceHash: row.provenanceHash,
    phases: row.phases.map(phaseView),
    failReason: row.failReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The token that shows art number `art` (MintfrontDrop.tokenURI inverted; starting index 0 until fixed). */
export const tokenOfArt = (art: number, startingIndex: number | null, supply: number) =>
  ((((art - (startingIndex ?? 0)) % supply) + supply) % supply) + 1;
