import { z } from 'zod';
import { pagingQuery, recordId } from './common.ts';
import {
  launchpadDate,
  launchpadDescription,
  launchpadName,
  launchpadNftIds,
  launchpadPreview,
  launchpadWindow,
  type EventStatus,
} from './launchpad-common.ts';
import {
  buyerMaterial,
  emptyAsUndefined,
  optionalId,
  SALE_LIMITS,
  type WalletTx,
} from './sales.ts';
import { zString } from './text.ts';

// Airdrops (spec doc 2 §2 CreateAirdrop / AirdropDetail, §3 Airdrop, §4, §5, §7; API.md "Launchpad").

/** The physical item an airdrop asks its claimers for (spec doc 2 §3 "Physical item"), as selling takes it. */
export const airdropMaterial = z.object(
  {
    is_must: z.boolean({ error: 'invalid' }).default(false),
    message: z.preprocess(emptyAsUndefined, zString().max(500, { error: 'tooLong' }).optional()),
    name: z.preprocess(emptyAsUndefined, zString().max(200, { error: 'tooLong' }).optional()),
    pics: z
      .array(zString().max(500, { error: 'tooLong' }), { error: 'invalid' })
      .max(SALE_LIMITS.materialPicsMax, { error: 'materialPics' })
      .default([]),
    desc: z.preprocess(emptyAsUndefined, zString().max(2000, { error: 'tooLong' }).optional()),
  },
  { error: 'invalid' },
);
export type AirdropMaterial = z.infer<typeof airdropMaterial>;

/** POST /api/airdrop. The claim limit's "not above the total" is checked by the server (it knows the copies). */
export const airdropCreateBody = launchpadWindow(
  z.object({
    name: launchpadName('airdropName'),
    preview: launchpadPreview,
    description: launchpadDescription,
    nft_ids: launchpadNftIds('airdropNft'),
    start_date: launchpadDate,
    end_date: launchpadDate,
    claim_limit: z.coerce
      .number({ error: 'number' })
      .int({ error: 'saleQuantity' })
      .min(1, { error: 'saleQuantity' })
      .max(1_000_000_000, { error: 'saleQuantity' }),
    white_id: optionalId,
    material: airdropMaterial.optional(),
  }),
);
export type AirdropCreateBody = z.infer<typeof airdropCreateBody>;
export type AirdropCreateInput = z.input<typeof airdropCreateBody>;

/** GET /api/airdrop: a page of 10, 20 or 50. */
export const airdropsQuery = pagingQuery;

/** GET /api/airdrop/nft/claim/{id}/{x}: `x` the NFT, or 0 for every NFT of the airdrop. */
export const airdropClaimsParams = z.object({
  id: recordId(z.coerce.number({ error: 'number' })),
  x: z.coerce.number({ error: 'number' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }),
});

/** POST /api/store/{subdomain}/claims with an airdrop (API.md "Storefront (buyer) calls"). */
export const airdropClaimBody = z.object({
  airdrop_id: recordId(z.coerce.number({ error: 'number' })),
  quantity: z.coerce
    .number({ error: 'number' })
    .int({ error: 'saleQuantity' })
    .min(1, { error: 'saleQuantity' })
    .max(1_000_000, { error: 'saleQuantity' })
    .default(1),
  material: buyerMaterial.optional(),
});
export type AirdropClaimBody = z.infer<typeof airdropClaimBody>;

/** One NFT of an airdrop: how many copies it gives and how many were claimed. */
export type AirdropNft = {
  id: number;
  title: string;
  icon_url: string | null;
  sale_id: number;
  quantity: number;
  claimed: number;
};

/** An airdrop as the console lists and shows it (spec doc 2 §3 Airdrop). */
export type Airdrop = {
  id: number;
  name: string;
  preview: string;
  preview_url: string;
  description: string | null;
  start_date: string;
  end_date: string;
  claim_limit: number;
  white_id: number | null;
  material: AirdropMaterial | null;
  status: EventStatus;
  /** Copies given in all. */
  total: number;
  /** Claims confirmed on chain (live). */
  claimed: number;
  nfts: AirdropNft[];
  created_at: string;
};

/** GET /api/store/{subdomain}/airdrops/{id}: the storefront's claim page. */
export type StoreAirdrop = Omit<Airdrop, 'white_id'> & { whitelisted_only: boolean };

/** One claim: the buyer's wallet, what it claimed and the transaction's outcome. */
export type AirdropClaim = {
  id: number;
  nft_id: number;
  wallet: string;
  quantity: number;
  status: 'pending' | 'confirmed' | 'failed' | 'expired' | 'cancelled';
  tx_hash: string | null;
  created_at: string;
};

/** The answer of a claim: the transaction the buyer's wallet sends (a voucher at price 0 for the market). */
export type AirdropClaimAnswer = { claim_id: number; tx: WalletTx };
