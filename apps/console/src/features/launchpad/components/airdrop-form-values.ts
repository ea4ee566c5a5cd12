import type { Dayjs } from 'dayjs';
import type { Nft } from '@mintfront/domain';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { availableOf } from '../../sell-orders/components/sale-goods-field.tsx';

/** The physical item of an airdrop as typed (spec doc 2 §3 Physical item). */
export type MaterialValues = {
  offer: boolean;
  name: string;
  pics: string[];
  desc: string;
  allow_decline: boolean;
  message: string;
};

const iso = (d: Dayjs | null | '' | undefined) => (d ? d.toISOString() : undefined);
const text = (v: string | null | undefined) => (v?.trim() ? v : undefined);

/** The CreateAirdrop form's fields, stated once: what each sends in POST /api/airdrop. */
export const AIRDROP_FIELDS = fieldList<never>()({
  name: { label: 'airdrop.fields.name', initial: '' },
  preview: {
    label: 'airdrop.fields.preview',
    initial: null as string | null,
    to: (v: string | null) => v ?? '',
  },
  description: { label: 'airdrop.fields.description', initial: '', to: text },
  nfts: {
    label: 'airdrop.fields.nfts',
    initial: [] as Nft[],
    key: 'nft_ids',
    to: (v: Nft[] | '' | null | undefined) => (v || []).map((n) => n.id),
  },
  start_date: { label: 'airdrop.fields.startDate', initial: null as Dayjs | null, to: iso },
  end_date: { label: 'airdrop.fields.endDate', initial: null as Dayjs | null, to: iso },
  claim_limit: { label: 'airdrop.fields.claimLimit', initial: 1 as number | null },
  white_id: {
    label: 'airdrop.fields.whitelist',
    initial: '',
    to: (v: string) => (v ? Number(v) : undefined),
  },
  material: {
    label: 'airdrop.fields.materialName',
    initial: {
      offer: false,
      name: '',
      pics: [],
      desc: '',
      allow_decline: false,
      message: '',
    } as MaterialValues,
    to: (m: MaterialValues | '' | null | undefined) =>
      m && m.offer
        ? {
            is_must: !m.allow_decline,
            name: text(m.name),
            pics: m.pics ?? [],
            desc: text(m.desc),
            message: text(m.message),
          }
        : undefined,
  },
});

export type AirdropFormValues = ValuesOf<typeof AIRDROP_FIELDS>;

/** The total airdrop: every copy the store wallet holds of the NFTs chosen (one for ERC-721). */
export const airdropTotal = (nfts: Nft[] | undefined) =>
  (nfts ?? []).reduce((sum, n) => sum + availableOf(n), 0);

export const AIRDROP_MODULE_OF: Record<string, 'basics' | 'airdrop' | 'item'> = {
  name: 'basics',
  preview: 'basics',
  description: 'basics',
  nfts: 'airdrop',
  nft_ids: 'airdrop',
  start_date: 'airdrop',
  end_date: 'airdrop',
  claim_limit: 'airdrop',
  white_id: 'airdrop',
  material: 'item',
};
