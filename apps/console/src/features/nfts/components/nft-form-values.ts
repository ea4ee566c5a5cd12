import {
  COPIES_DEFAULT,
  NFT_RANKS,
  ROYALTY_DEFAULT,
  needsPreviewImage,
  type CreateNftInput,
  type Nft,
  type NftAttrs,
  type UpdateNftBody,
} from '@mintfront/domain';
import {
  bodyOf,
  fieldList,
  initialValues,
  type ValuesOf,
} from '../../../components/form/form-fields.ts';

/** The attribute kinds of spec doc 1 §3 attrs, in the order the form shows them. */
export const ATTR_KINDS = ['properties', 'levels', 'stats', 'boosts', 'date'] as const;
export type AttrKind = (typeof ATTR_KINDS)[number];
export type AttrRow = NftAttrs[AttrKind][number];

export const emptyAttrs = (): NftAttrs => ({
  properties: [],
  levels: [],
  stats: [],
  boosts: [],
  date: [],
});

const optional = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The fields of the NFT form, stated once (spec doc 1 §2 form and edit-NFT dialog, §3 payload;
 * labels in `nftForm`): their values for a new NFT and an existing one, and what each sends in
 * a creation (POST /api/tokens: category comma-joined, the SEO title spelt page_tile, an empty
 * text left out) or an edit (PUT /api/tokens/{id}: the off-chain fields only, since collection,
 * copies and royalty are on chain; an emptied text sent as '' so that it is cleared).
 */
export function nftFields(mode: 'create' | 'edit') {
  const create = mode === 'create';
  const onChain = <V>(to: (v: V) => unknown) => (create ? to : () => undefined);
  const offChainText = create ? optional : undefined;
  return fieldList<Nft>()({
    /** Stored path of the NFT content (docs/api.md "Uploads"). */
    icon: {
      label: 'fields.content',
      initial: null as string | null,
      from: (n) => n.icon || null,
      to: (v: string | null) => v ?? '',
    },
    /** Stored path of the preview image: sent for audio, video and GLB content only (`dependentFields`). */
    preview: {
      label: 'fields.preview',
      initial: null as string | null,
      from: (n) => n.preview ?? null,
    },
    contract_id: {
      label: 'fields.collection',
      initial: null as number | null,
      from: (n) => n.contract_id,
      to: onChain((v: number | null) => v ?? undefined),
    },
    title: { label: 'fields.title', initial: '', from: (n) => n.title },
    /** As typed: the royalty rule judges the text (spec doc 1 §5). */
    royalties: {
      label: 'fields.royalties',
      initial: String(ROYALTY_DEFAULT),
      from: (n) => String(n.royalties),
      to: onChain((v: string) => v),
    },
    copies: {
      label: 'fields.copies',
      initial: COPIES_DEFAULT as number | null,
      from: (n) => n.copies,
      to: onChain((v: number | null) => v ?? undefined),
    },
    category: {
      label: 'fields.category',
      initial: [] as number[],
      from: (n) => n.category,
      to: create ? (v: number[] | null | undefined) => (v ?? []).join(',') : undefined,
    },
    /** Rank Normal for a new NFT (ours, docs/decisions.md). */
    rank: {
      label: 'fields.rank',
      initial: NFT_RANKS.normal as number | null,
      from: (n) => n.rank,
      to: (v: number | null) => v ?? undefined,
    },
    page_title: {
      label: 'fields.pageTitle',
      initial: '',
      from: (n) => n.page_title ?? '',
      key: create ? 'page_tile' : undefined,
      to: offChainText,
    },
    page_description: {
      label: 'fields.pageDescription',
      initial: '',
      from: (n) => n.page_description ?? '',
      to: offChainText,
    },
    page_url: {
      label: 'fields.pageUrl',
      initial: '',
      from: (n) => n.page_url ?? '',
      to: offChainText,
    },
    description: {
      label: 'fields.description',
      initial: '',
      from: (n) => n.description ?? '',
      to: offChainText,
    },
    attrs: {
      initial: emptyAttrs(),
      from: (n) => ({ ...emptyAttrs(), ...n.attrs }) as NftAttrs,
    },
    is_locked: { label: 'fields.locked', initial: false, from: (n) => n.is_locked },
    /** Sent while locked only (`dependentFields`). */
    unlockable_content: {
      label: 'fields.unlockable',
      initial: '',
      from: (n) => n.unlockable_content ?? '',
    },
  });
}

/** What the NFT form holds: the page, the edit-NFT dialog and their callers speak this shape. */
export type NftFormValues = ValuesOf<ReturnType<typeof nftFields>>;

/**
 * What a body carries that hangs on another field: the preview for audio, video and GLB content
 * only (an edit sends null for an image, which keeps none), the unlockable text while locked.
 */
export function dependentFields(v: NftFormValues, mode: 'create' | 'edit') {
  const preview = needsPreviewImage(v.icon);
  return {
    preview: preview
      ? mode === 'create'
        ? (v.preview ?? '')
        : v.preview
      : mode === 'create'
        ? undefined
        : null,
    unlockable_content: v.is_locked ? v.unlockable_content : undefined,
  };
}

/** A new NFT: royalty 10, one copy, rank Normal (spec doc 1 §5 defaults). */
export const emptyNftValues = (): NftFormValues =>
  initialValues<Nft, ReturnType<typeof nftFields>>(nftFields('create'), null);

/** An existing NFT as form values (edit mode). */
export const nftFormValues = (nft: Nft): NftFormValues => initialValues(nftFields('edit'), nft);

/** Fills what `partial` leaves out with the defaults of a new NFT. */
export function withDefaults(partial: Partial<NftFormValues> = {}): NftFormValues {
  const base = emptyNftValues();
  return { ...base, ...partial, attrs: { ...base.attrs, ...partial.attrs } };
}

/** The creation payload of spec doc 1 §3 as sent (POST /api/tokens). */
export const createNftPayload = (v: NftFormValues) =>
  ({ ...bodyOf(nftFields('create'), v), ...dependentFields(v, 'create') }) as CreateNftInput;

/** PUT /api/tokens/{id}: the off-chain fields (unlocking drops the hidden text on the server). */
export const updateNftPayload = (v: NftFormValues) =>
  ({ ...bodyOf(nftFields('edit'), v), ...dependentFields(v, 'edit') }) as UpdateNftBody;

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
