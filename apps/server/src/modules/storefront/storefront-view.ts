import { isRecordId, storeNftsQuery } from '@mintfront/domain';
import type { PageView, StoreView } from '@mintfront/storefront';
import { AppError } from '../../platform/http/app-error.ts';
import { findPage } from '../pages/index.ts';
import { liveThemeConfig, type ThemeLook } from '../themes/index.ts';
import { launchpadPage, type LaunchpadDeps } from './storefront-launchpad.ts';
import { sectionsOf, themeOf } from './storefront-sections.ts';
import { storefrontService as service, type OpenStore } from './storefront.service.ts';

/** NFTs per page of the "all NFTs" and collection pages. */
const PAGE_SIZE = 24;
/** A page number past this is read as the first page (a link cannot ask for more). */
const LAST_PAGE = 1_000_000;

const pageNoOf = (query: URLSearchParams) => {
  const n = Number(query.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= LAST_PAGE ? n : 1;
};

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return text && /^\d+$/.test(text) && isRecordId(n) ? n : null;
};

/** How the visitor stands with an unpublished store. */
export type Admission = { admitted: boolean; wrongPassword?: boolean };

async function pageOf(
  deps: LaunchpadDeps,
  store: OpenStore,
  path: string,
  query: URLSearchParams,
  origin: string,
): Promise<PageView> {
  const { db } = deps;
  const at = { ...storeNftsQuery.parse({}), page: pageNoOf(query), limit: PAGE_SIZE };
  const [, first, second, ...rest] = path.split('/');
  if (!first) return { kind: 'home', sections: [] };
  // The buyer's orders: the page reads them in the browser with the buyer's token.
  if (first === 'orders' && !second) return { kind: 'orders' };
  if (first === 'nfts' && !second) {
    const category = idOf(query.get('category') ?? undefined);
    const q = category ? { ...at, category } : at;
    const nfts = await service.nfts(db, store, q, origin);
    return { kind: 'nfts', nfts, pageNo: at.page, category };
  }
  const id = idOf(second);
  if (rest.length > 0 || id === null) return { kind: 'notFound' };
  try {
    if (first === 'nft') return { kind: 'nft', nft: await service.nft(db, store, id, origin) };
    if (first === 'collection') {
      const collection = await service.collection(db, store, id, origin);
      const nfts = await service.nfts(db, store, { ...at, collection: id }, origin);
      return { kind: 'collection', collection, nfts, pageNo: at.page };
    }
    if (first === 'page') {
      const page = await findPage(db, store.shop.id, id);
      return { kind: 'page', title: page.title, html: page.content };
    }
    const launchpad = await launchpadPage(deps, store, first, id, origin);
    if (launchpad) return launchpad;
  } catch (err) {
    if (err instanceof AppError && err.key === 'NOT_FOUND') return { kind: 'notFound' };
    throw err;
  }
  return { kind: 'notFound' };
}

/**
 * The view of a storefront page: `path` is the page's path inside the store ('/', '/nft/7' …),
 * `base` the prefix of the store's pages on this host. A visitor not admitted to an unpublished
 * store sees its password page; a closed store, its closed page.
 */
export async function storeViewOf(
  deps: LaunchpadDeps,
  store: OpenStore,
  at: { base: string; path: string; query: URLSearchParams; origin: string },
  admission: Admission,
  /** The theme to show instead of the live one (the editor's unsaved config). */
  draft?: ThemeLook,
): Promise<StoreView> {
  const { db } = deps;
  const config = draft ?? (await liveThemeConfig(db, store.shop));
  const theme = themeOf(config);
  const { shop } = store;
  const frame = { base: at.base, store: store.face, theme, top: [], bottom: [] };
  if (shop.status === 'closed') {
    return {
      ...frame,
      page: {
        kind: 'locked',
        reason: 'closed',
        message: null,
        password: false,
        wrongPassword: false,
      },
    };
  }
  if (!admission.admitted) {
    return {
      ...frame,
      page: {
        kind: 'locked',
        reason: 'unpublished',
        message: shop.visitMessage,
        password: shop.visitPassword !== null,
        wrongPassword: admission.wrongPassword ?? false,
      },
    };
  }
  const page = await pageOf(deps, store, at.path, at.query, at.origin);
  if (page.kind === 'home') {
    page.sections = await sectionsOf(db, shop.id, config, at.origin, 'all');
    return { ...frame, page };
  }
  const [top, bottom] = await Promise.all([
    sectionsOf(db, shop.id, config, at.origin, 'top'),
    sectionsOf(db, shop.id, config, at.origin, 'bottom'),
  ]);
  return { ...frame, top, bottom, page };
}
