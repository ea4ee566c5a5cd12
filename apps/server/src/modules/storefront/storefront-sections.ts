import {
  DEFAULT_GLOBAL_CONFIG,
  DEFAULT_THEME_COLORS,
  STORED_PATH_PATTERN,
  mapSectionImages,
  sectionImagePaths,
  type LayoutSection,
  type SectionConfig,
} from '@mintfront/domain';
import type { SectionView, StoreTheme } from '@mintfront/storefront';
import type { Db } from '../../platform/db/db-client.ts';
import { listStoreCategories } from '../categories/index.ts';
import { listStoreCollections } from '../collections/index.ts';
import { menusOf } from '../navigation/index.ts';
import { listStoreNfts } from '../nfts/index.ts';
import type { ThemeLook } from '../themes/index.ts';
import { displayUrlOf, fileUrl } from '../uploads/uploads.service.ts';

/** Sections shown around every page but the home page: above it, and below it. */
const TOP_TYPES = new Set(['announcement', 'logo']);
const BOTTOM_TYPES = new Set(['footer']);

const PRODUCT_ORDERS = { newest: 'newest', oldest: 'oldest', name: 'title' } as const;

export function themeOf(config: ThemeLook | null): StoreTheme {
  const global = config?.globalConfig ?? DEFAULT_GLOBAL_CONFIG;
  return {
    defaultThemeMode: global.defaultThemeMode,
    fontFamily: global.fontFamily,
    showSwitchMode: global.showSwitchMode,
    colors: config?.themeColor ?? DEFAULT_THEME_COLORS,
  };
}

/**
 * The section's pictures as URLs: the 960 px display copy where the upload has one (JPEG, PNG),
 * else the file itself. A value that is no stored path (a link saved before pictures were
 * uploads) shows nothing.
 */
async function withImageUrls(
  db: Db,
  shopId: number,
  section: LayoutSection,
  config: SectionConfig,
  origin: string,
): Promise<SectionConfig> {
  const urls = new Map<string, string>();
  for (const { path } of sectionImagePaths(section.type, config))
    if (STORED_PATH_PATTERN.test(path))
      urls.set(
        path,
        (await displayUrlOf({ db, publicUrl: origin }, shopId, path)) ?? fileUrl(origin, path),
      );
  return mapSectionImages(section.type, config, (path) => urls.get(path) ?? null);
}

/** One section with the data its type shows (products, collections, categories, menus). */
async function sectionView(
  db: Db,
  shopId: number,
  section: LayoutSection,
  config: SectionConfig,
  origin: string,
): Promise<SectionView> {
  const { close: _close, ...shown } = section;
  const view = {
    ...shown,
    config: await withImageUrls(db, shopId, section, config, origin),
  } as SectionView;
  if (section.type === 'products') {
    const c = config as SectionConfig<'products'>;
    view.data = await listStoreNfts(
      db,
      shopId,
      {
        page: 1,
        limit: c.limit,
        order_by: PRODUCT_ORDERS[c.orderBy],
        ...(c.collectionId ? { collection: c.collectionId } : {}),
        ...(c.categoryId ? { category: c.categoryId } : {}),
      },
      origin,
    );
  } else if (section.type === 'collection') {
    const c = config as SectionConfig<'collection'>;
    view.data = await listStoreCollections(db, shopId, c.collectionIds, origin);
  } else if (section.type === 'category') {
    const c = config as SectionConfig<'category'>;
    view.data = await listStoreCategories(db, shopId, c.categoryIds, origin);
  } else if (section.type === 'footer') {
    const c = config as SectionConfig<'footer'>;
    view.data = (await menusOf(db, shopId, c.menuIds)).map(({ id, title, items }) => ({
      id,
      title,
      items,
    }));
  }
  return view;
}

/**
 * The live theme's visible sections for a page: every one on the home page; elsewhere only those
 * that frame a page (announcement and logo above, footer below).
 */
export async function sectionsOf(
  db: Db,
  shopId: number,
  config: ThemeLook | null,
  origin: string,
  which: 'all' | 'top' | 'bottom',
): Promise<SectionView[]> {
  if (!config) return [];
  const wanted = config.layout.filter(
    (s) =>
      !s.close &&
      (which === 'all' ||
        (which === 'top' && TOP_TYPES.has(s.type)) ||
        (which === 'bottom' && BOTTOM_TYPES.has(s.type))),
  );
  return Promise.all(
    wanted.map((s) => {
      const config_ = config.sectionConfig[s.sectionId];
      return config_ ? sectionView(db, shopId, s, config_, origin) : null;
    }),
  ).then((views) => views.filter((v): v is SectionView => v !== null));
}
