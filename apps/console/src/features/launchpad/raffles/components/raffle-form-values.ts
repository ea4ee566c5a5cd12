import type { Dayjs } from 'dayjs';
import type { Nft } from '@mintfront/domain';
import { fieldList, type ValuesOf } from '../../../../components/form/form-fields.ts';

const iso = (v: Dayjs | null | undefined) => (v ? v.toISOString() : null);

/**
 * The CreateRaffle fields (API.md "Launchpad": `raffleCreateBody`; labels in `raffles:fields`).
 * The holding rule's two inputs are not body keys: the form sends them as `holding`.
 */
export const RAFFLE_FIELDS = fieldList<never>()({
  name: { label: 'fields.name', initial: '' },
  preview: { label: 'fields.preview', initial: null as string | null },
  description: { label: 'fields.description', initial: '' },
  nft_ids: {
    label: 'fields.nfts',
    initial: [] as Nft[],
    to: (v: Nft[] | null | undefined) => (v ?? []).map((n) => n.id),
  },
  start_date: { label: 'fields.startDate', initial: null as Dayjs | null, to: iso },
  end_date: { label: 'fields.endDate', initial: null as Dayjs | null, to: iso },
  winners: { label: 'fields.winners', initial: null as number | null },
  white_id: { label: 'fields.whitelist', initial: '' },
  holding_contract: { label: 'fields.holdingContract', initial: '' },
  holding_min: { label: 'fields.holdingMin', initial: null as number | null },
});
export type RaffleFormValues = ValuesOf<typeof RAFFLE_FIELDS>;

/** The holding rule of the body: both inputs, or none (one alone is refused by the schema on its field). */
export function holdingOf(v: Partial<RaffleFormValues>) {
  const contract = v.holding_contract?.trim() ?? '';
  const min = v.holding_min ?? null;
  if (!contract && min === null) return undefined;
  return { contract, min_balance: min };
}
