import { ROYALTY_DEFAULT, boxTotal, type Nft, type NftRank } from '@mintfront/domain';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';

/** One row of the series list: an NFT, the rank it is drawn at, and how many of its copies go in. */
export type SeriesItem = { nft: Nft; rank: NftRank; quantity: number };

/**
 * The fields of the mystery box form, stated once (spec doc 1 §2, §3; labels in `mysteryBoxes`):
 * what each sends in POST /api/boxes. `content`, the same image as `icon`, is added on submit.
 */
export const BOX_FIELDS = fieldList<never>()({
  icon: {
    label: 'fields.image',
    initial: null as string | null,
    to: (v: string | null) => v ?? '',
  },
  contract_id: {
    label: 'fields.collection',
    initial: null as number | null,
    to: (v: number | null) => v ?? undefined,
  },
  /** As typed: the royalty rule judges the text (spec doc 1 §5). */
  royalties: { label: 'fields.royalties', initial: String(ROYALTY_DEFAULT) },
  title: { label: 'fields.title', initial: '' },
  /** Comma-joined, as in the NFT payload. */
  category: {
    label: 'fields.category',
    initial: [] as number[],
    to: (v: number[] | null | undefined) => (v ?? []).join(','),
  },
  description: {
    label: 'fields.description',
    initial: '',
    to: (v: string | null | undefined) => (v?.trim() ? v : undefined),
  },
  series: {
    label: 'fields.series',
    initial: [] as SeriesItem[],
    key: 'contents',
    // The field's rule also judges an empty value (nothing yet): no rows.
    to: (series: SeriesItem[] | '' | null | undefined) => toContents(series || []),
  },
});

/** What the mystery box form holds. */
export type BoxFormValues = ValuesOf<typeof BOX_FIELDS>;

/**
 * spec doc 1 §4 dirty flag: on once an image, a name, a collection, a royalty other than the
 * default 10, categories or series items are set.
 */
export function hasBoxChanges(v: Partial<BoxFormValues> | undefined): boolean {
  if (!v) return false;
  const royalty = String(v.royalties ?? ROYALTY_DEFAULT).trim();
  return Boolean(
    v.icon ||
    v.title?.trim() ||
    v.contract_id ||
    Number(royalty) !== ROYALTY_DEFAULT ||
    royalty === '' ||
    v.category?.length ||
    v.series?.length,
  );
}

/** The series rows as the payload's `contents` (spec doc 1 §3). */
export const toContents = (series: SeriesItem[]) =>
  series.map((s) => ({ rank: s.rank, nft_id: s.nft.id, quantity: s.quantity }));

/** Number of boxes: the sum of the series quantities (spec doc 1 §2). */
export const seriesTotal = (series: SeriesItem[] | undefined) => boxTotal(series ?? []);

/**
 * Picking NFTs for a rank replaces the series with the selection (spec doc 1 §2): rows already in
 * the series keep their rank and quantity, new ones take the chosen rank and quantity 1.
 */
export function applySelection(series: SeriesItem[], selected: Nft[], rank: NftRank): SeriesItem[] {
  const current = new Map(series.map((s) => [s.nft.id, s]));
  return selected.map((nft) => current.get(nft.id) ?? { nft, rank, quantity: 1 });
}

/**
 * An NFT created from the "add content" dialog joins the series like a picked one: its own rank,
 * quantity 1 (never above its copies).
 */
export const appendCreated = (series: SeriesItem[], nft: Nft): SeriesItem[] => [
  ...series,
  { nft, rank: nft.rank, quantity: Math.min(1, nft.copies) },
];
