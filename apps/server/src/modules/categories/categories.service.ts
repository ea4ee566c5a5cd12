import {
  NFT_STATUSES,
  type CategoriesQuery,
  type Category,
  type CategoryStatus,
  type Language,
  type MediaKind,
  type NftFilters,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  fileUrl,
  thumbnailsOf,
  uploadsService,
  type Thumbnail,
} from '../uploads/uploads.service.ts';
import { categoriesRepo } from './categories.repo.ts';
import type { classifications } from './categories.tables.ts';

type Row = typeof classifications.$inferSelect;
type CategoryInput = {
  name?: string;
  status?: CategoryStatus;
  type?: 'default' | 'customized';
  image?: string | null;
  icon?: string | null;
};
export type CategoryDeps = { db: Db; publicUrl: string };

const toCategory = (publicUrl: string, row: Row, iconThumbnail: Thumbnail): Category => ({
  classificationId: row.id,
  name: row.name,
  status: row.status === 1 ? 1 : 0,
  type: row.type,
  image: row.image,
  imageUrl: row.image ? fileUrl(publicUrl, row.image) : null,
  icon: row.icon,
  iconUrl: row.icon ? fileUrl(publicUrl, row.icon) : null,
  iconThumbnail: iconThumbnail.path,
  iconThumbnailUrl: iconThumbnail.url,
  createdAt: row.createdAt.toISOString(),
});

/** Categories as answered, their icons' list thumbnails read in one query. */
async function toCategories(deps: CategoryDeps, shopId: number, rows: Row[]): Promise<Category[]> {
  const thumbnail = await thumbnailsOf(
    deps,
    shopId,
    rows.map((r) => r.icon),
  );
  return rows.map((r) => toCategory(deps.publicUrl, r, thumbnail(r.icon)));
}

/** Image and icon must be files this shop uploaded as that kind (category image 100 MB, icon 2 MB). */
async function checkFiles(db: Db, shopId: number, input: CategoryInput) {
  const wanted: [string | null | undefined, MediaKind, string][] = [
    [input.image, 'categoryImage', 'image'],
    [input.icon, 'categoryIcon', 'icon'],
  ];
  for (const [path, kind, field] of wanted)
    await uploadsService.requireOwnFile(db, shopId, path, kind, field);
}

async function checkName(db: Db, shopId: number, name: string | undefined, exceptId?: number) {
  if (name !== undefined && (await categoriesRepo.findByName(db, shopId, name, exceptId)))
    throw new AppError('CATEGORY_NAME_TAKEN');
}

const STATUS_LABELS: Record<(typeof NFT_STATUSES)[number], { en: string; zh: string }> = {
  offSale: { en: 'Off Sale', zh: '未上架' },
  onSale: { en: 'On Sale', zh: '在售' },
  soldOut: { en: 'Sold Out', zh: '已售罄' },
  inReview: { en: 'In Review', zh: '审核中' },
  minting: { en: 'Minting', zh: '铸造中' },
  rejected: { en: 'Rejected', zh: '已拒绝' },
};
// spec doc 1 §3: NFT type 1 = ERC-721, 4 = box-like; the text also names ERC-1155 (contract type 2).
const TYPES = [
  { value: 1, label: { en: 'ERC-721', zh: 'ERC-721' } },
  { value: 2, label: { en: 'ERC-1155', zh: 'ERC-1155' } },
  { value: 4, label: { en: 'Mystery box', zh: '盲盒' } },
];
const RANKS = [
  { en: 'Normal', zh: '普通' },
  { en: 'Rare', zh: '稀有' },
  { en: 'Super Rare (SR)', zh: '超稀有 (SR)' },
  { en: 'Super Super Rare (SSR)', zh: '极稀有 (SSR)' },
];

/** The shop's own categories (Settings/category, spec doc 1 §3 Category). */
export const categoriesService = {
  async list(deps: CategoryDeps, shopId: number, q: CategoriesQuery) {
    const page = await categoriesRepo.list(deps.db, shopId, q);
    return { ...page, list: await toCategories(deps, shopId, page.list) };
  },

  async create(
    deps: CategoryDeps,
    shopId: number,
    input: Required<Pick<CategoryInput, 'name' | 'status' | 'type'>> & CategoryInput,
  ) {
    await checkName(deps.db, shopId, input.name);
    await checkFiles(deps.db, shopId, input);
    const row = await categoriesRepo.insert(deps.db, shopId, {
      name: input.name,
      status: input.status,
      type: input.type,
      image: input.image ?? null,
      icon: input.icon ?? null,
    });
    return (await toCategories(deps, shopId, [row]))[0]!;
  },

  async update(deps: CategoryDeps, shopId: number, id: number, input: CategoryInput) {
    const existing = await categoriesRepo.findOrFail(deps.db, shopId, id);
    await checkName(deps.db, shopId, input.name, id);
    await checkFiles(deps.db, shopId, input);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const row = Object.keys(changes).length
      ? await categoriesRepo.update(deps.db, shopId, id, changes)
      : existing;
    return (await toCategories(deps, shopId, [row!]))[0]!;
  },

  /** GET /api/filters: the NFT list's filter options, labels in the caller's language. */
  async filters(db: Db, shopId: number, lang: Language): Promise<NftFilters> {
    const categories = await categoriesRepo.enabledOfShop(db, shopId);
    return {
      categories: categories.map((c) => ({ classificationId: c.id, name: c.name })),
      statuses: NFT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value][lang] })),
      types: TYPES.map((t) => ({ value: t.value, label: t.label[lang] })),
      ranks: RANKS.map((label, i) => ({ value: i + 1, label: label[lang] })),
    };
  },
};
