import {
  ROYALTY_DEFAULT,
  boxTotal,
  type CreateBoxInput,
  type Nft,
  type NftRank,
} from '@mintfront/domain';

/** One row of the series list: an NFT, the rank it is drawn at, and how many of its copies go in. */
export type SeriesItem = { nft: Nft; rank: NftRank; quantity: number };

/** What the mystery box form holds. */
export type BoxFormValues = {
  icon: string | null;
  contract_id: number | null;
  /** As typed: the royalty rule judges the text (spec doc 1 §5). */
  royalties: string;
  title: string;
  category: number[];
  description: string;
  series: SeriesItem[];
};

/** The label of each field of the form (mysteryBoxes namespace). */
export const BOX_FIELD_LABELS = {
  icon: 'fields.image',
  contract_id: 'fields.collection',
  royalties: 'fields.royalties',
  title: 'fields.title',
  category: 'fields.category',
  description: 'fields.description',
  series: 'fields.series',
} as const satisfies Record<keyof BoxFormValues, string>;

/** The payload's keys the form names differently (see createBoxPayload). */
export const BOX_FIELD_MAP: Record<string, keyof BoxFormValues> = {
  content: 'icon',
  contents: 'series',
};

export const emptyBoxValues = (): BoxFormValues => ({
  icon: null,
  contract_id: null,
  royalties: String(ROYALTY_DEFAULT),
  title: '',
  category: [],
  description: '',
  series: [],
});

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

/** POST /api/boxes: the payload of spec doc 1 §3, `content` the same image as `icon`, categories comma-joined. */
export function createBoxPayload(v: BoxFormValues): CreateBoxInput {
  return {
    icon: v.icon ?? '',
    content: v.icon ?? '',
    title: v.title,
    contract_id: v.contract_id ?? undefined,
    royalties: v.royalties,
    category: v.category.join(','),
    description: v.description.trim() === '' ? undefined : v.description,
    contents: toContents(v.series),
  };
}

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
