import type {
  ListPage,
  StoreCollection,
  StoreFace,
  StoreNftCard,
  StoreNftDetail,
} from '@mintfront/domain';

/** What one storefront page shows; the server builds it, renders it and hands it to the browser. */
export type PageView =
  | { kind: 'home'; nfts: ListPage<StoreNftCard>; pageNo: number }
  | { kind: 'nft'; nft: StoreNftDetail }
  | {
      kind: 'collection';
      collection: StoreCollection;
      nfts: ListPage<StoreNftCard>;
      pageNo: number;
    }
  | { kind: 'locked'; reason: 'unpublished' | 'closed'; message: string | null }
  | { kind: 'notFound' };

export type StoreView = {
  /** Path prefix of the store's pages on this host: '' on its own host, '/s/{subdomain}' on the main one. */
  base: string;
  store: StoreFace;
  page: PageView;
};

/** The data element the server writes the view into for hydration (no inline script: CSP). */
export const VIEW_ID = 'store-view';
export const ROOT_ID = 'store-root';
