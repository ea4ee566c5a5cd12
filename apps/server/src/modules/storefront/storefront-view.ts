import { isRecordId, storeNftsQuery } from '@mintfront/domain';
import type { PageView, StoreView } from '@mintfront/storefront';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { storefrontService as service, type OpenStore } from './storefront.service.ts';

/** NFTs per storefront page. */
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

async function pageOf(
  db: Db,
  store: OpenStore,
  path: string,
  query: URLSearchParams,
  origin: string,
): Promise<PageView> {
  const at = { ...storeNftsQuery.parse({}), page: pageNoOf(query), limit: PAGE_SIZE };
  if (!store.face.published)
    return { kind: 'locked', reason: 'unpublished', message: store.visitMessage };
  const [, first, second, ...rest] = path.split('/');
  if (!first) {
    return { kind: 'home', nfts: await service.nfts(db, store, at, origin), pageNo: at.page };
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
  } catch (err) {
    if (err instanceof AppError && err.key === 'NOT_FOUND') return { kind: 'notFound' };
    throw err;
  }
  return { kind: 'notFound' };
}

/**
 * The view of a storefront page: `path` is the page's path inside the store ('/', '/nft/7' …),
 * `base` the prefix of the store's pages on this host.
 */
export async function storeViewOf(
  db: Db,
  store: OpenStore,
  base: string,
  path: string,
  query: URLSearchParams,
  origin: string,
): Promise<StoreView> {
  return { base, store: store.face, page: await pageOf(db, store, path, query, origin) };
}
