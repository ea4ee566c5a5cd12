import type { Dayjs } from 'dayjs';
import type { Nft } from '@mintfront/domain';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';

/** One bulk discount tier as typed: buy at least `quantity`, pay `percent` % less. */
export type DiscountValues = { quantity: number | null; percent: number | null };

/** One phase as the form holds it (spec doc 2 §3 Drop): dates as pickers hold them. */
export type PhaseValues = {
  name: string;
  price: string;
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  white_id: string;
  /** Token gating on: the `holding` rule is sent. */
  gated: boolean;
  holding: { contract: string; min_balance: number | null };
  claim_limit: number | null;
  unlimited: boolean;
  bulk_discounts: DiscountValues[];
};

export const emptyPhase = (): PhaseValues => ({
  name: '',
  price: '',
  start_date: null,
  end_date: null,
  white_id: '',
  gated: false,
  holding: { contract: '', min_balance: 1 },
  claim_limit: 1,
  unlimited: false,
  bulk_discounts: [],
});

const iso = (d: Dayjs | null | '' | undefined) => (d ? d.toISOString() : undefined);
const orUndefined = <T>(v: T | null | '' | undefined) => (v === null || v === '' ? undefined : v);

/** A phase as `dropPhaseBody` takes it (API.md "Launchpad"). */
export function phaseBody(p: PhaseValues) {
  return {
    name: p.name,
    price: p.price,
    start_date: iso(p.start_date),
    end_date: iso(p.end_date),
    white_id: p.white_id ? Number(p.white_id) : undefined,
    holding: p.gated
      ? { contract: p.holding.contract.trim(), min_balance: orUndefined(p.holding.min_balance) }
      : undefined,
    // An Unlimited phase sends no limit.
    claim_limit: p.unlimited ? undefined : orUndefined(p.claim_limit),
    unlimited: p.unlimited,
    bulk_discounts: p.bulk_discounts.length
      ? p.bulk_discounts.map((d) => ({
          quantity: orUndefined(d.quantity),
          percent: orUndefined(d.percent),
        }))
      : undefined,
  };
}

/** The labels of a phase's fields (in `launchpad`), by the body key an issue names. */
export const PHASE_LABELS = {
  name: 'drop.fields.phaseName',
  price: 'drop.fields.price',
  start_date: 'drop.fields.startDate',
  end_date: 'drop.fields.endDate',
  white_id: 'drop.fields.whitelist',
  holding: 'drop.fields.holdingContract',
  contract: 'drop.fields.holdingContract',
  min_balance: 'drop.fields.holdingMin',
  claim_limit: 'drop.fields.claimLimit',
  unlimited: 'drop.fields.unlimited',
  bulk_discounts: 'drop.fields.discounts',
  quantity: 'drop.fields.discountQuantity',
  percent: 'drop.fields.discountPercent',
} as const;

/** The CreateDrop form's fields, stated once: what each sends in POST /api/drop/store. */
export const DROP_FIELDS = fieldList<never>()({
  name: { label: 'drop.fields.name', initial: '' },
  preview: {
    label: 'drop.fields.preview',
    initial: null as string | null,
    to: (v: string | null) => v ?? '',
  },
  description: {
    label: 'drop.fields.description',
    initial: '',
    to: (v: string | null | undefined) => (v?.trim() ? v : undefined),
  },
  open_date: {
    label: 'drop.fields.openDate',
    initial: null as Dayjs | null,
    to: iso,
  },
  contract_id: {
    label: 'drop.fields.collection',
    initial: null as number | null,
    to: (v: number | null) => v ?? undefined,
  },
  nfts: {
    label: 'drop.fields.nfts',
    initial: [] as Nft[],
    key: 'nft_ids',
    to: (v: Nft[] | '' | null | undefined) => (v || []).map((n) => n.id),
  },
  phases: {
    label: 'drop.fields.phases',
    rows: PHASE_LABELS,
    initial: [emptyPhase()] as PhaseValues[],
    to: (v: PhaseValues[] | '' | null | undefined) => (v || []).map(phaseBody),
  },
});

export type DropFormValues = ValuesOf<typeof DROP_FIELDS>;

/** Which module of the form (its card) a body key belongs to: errors are listed by module. */
export const DROP_MODULE_OF: Record<string, 'basics' | 'phases' | 'nfts'> = {
  name: 'basics',
  preview: 'basics',
  description: 'basics',
  open_date: 'basics',
  phases: 'phases',
  contract_id: 'nfts',
  nft_ids: 'nfts',
};
