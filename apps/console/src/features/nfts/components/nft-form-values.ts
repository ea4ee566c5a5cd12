import {
  COPIES_DEFAULT,
  NFT_RANKS,
  ROYALTY_DEFAULT,
  needsPreviewImage,
  type Nft,
  type NftAttrs,
  type UpdateNftBody,
} from '@mintfront/domain';

/** The attribute kinds of spec doc 1 §3 attrs, in the order the form shows them. */
export const ATTR_KINDS = ['properties', 'levels', 'stats', 'boosts', 'date'] as const;
export type AttrKind = (typeof ATTR_KINDS)[number];
export type AttrRow = NftAttrs[AttrKind][number];

/** What the NFT form holds: the page, the edit-NFT dialog and their callers speak this shape. */
export type NftFormValues = {
  /** Stored path of the NFT content (docs/api.md "Uploads"). */
  icon: string | null;
  /** Stored path of the preview image: asked for audio, video and GLB content only (spec doc 1 §5). */
  preview: string | null;
  contract_id: number | null;
  title: string;
  /** As typed: the royalty rule judges the text (spec doc 1 §5). */
  royalties: string;
  copies: number | null;
  category: number[];
  rank: number | null;
  page_title: string;
  page_description: string;
  page_url: string;
  description: string;
  attrs: NftAttrs;
  is_locked: boolean;
  unlockable_content: string;
};

export const emptyAttrs = (): NftAttrs => ({
  properties: [],
  levels: [],
  stats: [],
  boosts: [],
  date: [],
});

/** A new NFT: royalty 10, one copy, rank Normal (spec doc 1 §5 defaults; rank Normal is ours, docs/decisions.md). */
export function emptyNftValues(): NftFormValues {
  return {
    icon: null,
    preview: null,
    contract_id: null,
    title: '',
    royalties: String(ROYALTY_DEFAULT),
    copies: COPIES_DEFAULT,
    category: [],
    rank: NFT_RANKS.normal,
    page_title: '',
    page_description: '',
    page_url: '',
    description: '',
    attrs: emptyAttrs(),
    is_locked: false,
    unlockable_content: '',
  };
}

/** An existing NFT as form values (edit mode). */
export function nftFormValues(nft: Nft): NftFormValues {
  return {
    icon: nft.icon || null,
    preview: nft.preview ?? null,
    contract_id: nft.contract_id,
    title: nft.title,
    royalties: String(nft.royalties),
    copies: nft.copies,
    category: nft.category,
    rank: nft.rank,
    page_title: nft.page_title ?? '',
    page_description: nft.page_description ?? '',
    page_url: nft.page_url ?? '',
    description: nft.description ?? '',
    attrs: { ...emptyAttrs(), ...nft.attrs },
    is_locked: nft.is_locked,
    unlockable_content: nft.unlockable_content ?? '',
  };
}

/** Fills what `partial` leaves out with the defaults of a new NFT. */
export function withDefaults(partial: Partial<NftFormValues> = {}): NftFormValues {
  const base = emptyNftValues();
  return { ...base, ...partial, attrs: { ...base.attrs, ...partial.attrs } };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** The creation payload of spec doc 1 §3 as sent: category comma-joined, the SEO title spelt page_tile. */
export type NftCreatePayload = {
  icon: string;
  /** Sent for audio, video and GLB content only. */
  preview?: string;
  title: string;
  contract_id: number | undefined;
  royalties: string;
  category: string;
  copies: number | undefined;
  rank: number | undefined;
  page_tile?: string;
  page_description?: string;
  page_url?: string;
  description?: string;
  is_locked: boolean;
  unlockable_content?: string;
  attrs: NftAttrs;
};

/** POST /api/tokens. */
export function createNftPayload(v: NftFormValues): NftCreatePayload {
  return {
    icon: v.icon ?? '',
    ...(needsPreviewImage(v.icon) ? { preview: v.preview ?? '' } : {}),
    title: v.title,
    contract_id: v.contract_id ?? undefined,
    royalties: v.royalties,
    category: v.category.join(','),
    copies: v.copies ?? undefined,
    rank: v.rank ?? undefined,
    page_tile: optional(v.page_title),
    page_description: optional(v.page_description),
    page_url: optional(v.page_url),
    description: optional(v.description),
    is_locked: v.is_locked,
    unlockable_content: v.is_locked ? v.unlockable_content : undefined,
    attrs: v.attrs,
  };
}

/**
 * PUT /api/tokens/{id}: the off-chain fields only (collection, copies and royalty are on chain).
 * An emptied text is sent as '' so that it is cleared; unlocking drops the hidden text (server).
 */
export function updateNftPayload(v: NftFormValues): UpdateNftBody {
  return {
    icon: v.icon ?? '',
    // An image keeps no preview (the server drops it too).
    preview: needsPreviewImage(v.icon) ? v.preview : null,
    title: v.title,
    category: v.category,
    rank: v.rank ?? undefined,
    page_title: v.page_title,
    page_description: v.page_description,
    page_url: v.page_url,
    description: v.description,
    is_locked: v.is_locked,
    ...(v.is_locked ? { unlockable_content: v.unlockable_content } : {}),
    attrs: v.attrs,
  };
}

/** Whether two sets of values say the same (the form's dirty flag). */
export function sameNftValues(a: NftFormValues, b: NftFormValues): boolean {
  const norm = (v: NftFormValues) =>
    JSON.stringify([
      v.icon ?? null,
      needsPreviewImage(v.icon) ? (v.preview ?? null) : null,
      v.contract_id ?? null,
      v.title ?? '',
      String(v.royalties ?? ''),
      v.copies ?? null,
      [...(v.category ?? [])].sort(),
      v.rank ?? null,
      v.page_title ?? '',
      v.page_description ?? '',
      v.page_url ?? '',
      v.description ?? '',
      ATTR_KINDS.map((k) => v.attrs?.[k] ?? []),
      Boolean(v.is_locked),
      v.is_locked ? (v.unlockable_content ?? '') : '',
    ]);
  return norm(a) === norm(b);
}
