import type { StoreFace, StoreNftsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { findStoreCollection } from '../collections/index.ts';
import { storeHead } from '../marketing/index.ts';
import { findStoreNft, listStoreNfts } from '../nfts/index.ts';
import { activeSellOrders } from '../sales/index.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { storefrontRepo, type StoreLookup } from './storefront.repo.ts';

export type { StoreLookup } from './storefront.repo.ts';

async function faceOf(db: Db, row: ShopRow, origin: string): Promise<StoreFace> {
  const head = await storeHead(db, row.id, origin);
  const { title, description, favicon_url, share_image_url } = head;
  return {
    subdomain: row.subdomain,
    name: row.name,
    icon_url: row.icon ? fileUrl(origin, row.icon) : null,
    language: row.language === 'zh' ? 'zh' : 'en',
    chain: row.chain,
    published: row.publishingStatus === 'published',
    seo: { title, description, favicon_url, share_image_url },
    analytics_id: head.tracking_id || null,
  };
}

/** A store a visitor reached: its row (for the visitor check) and its face. */
export type OpenStore = { shop: ShopRow; face: StoreFace };

export const storefrontService = {
  /** The store, open or closed; NOT_FOUND when there is none. */
  async find(db: Db, lookup: StoreLookup, origin: string): Promise<OpenStore> {
    const shop = await storefrontRepo.shopOf(db, lookup);
    if (!shop) throw new AppError('NOT_FOUND');
    return { shop, face: await faceOf(db, shop, origin) };
  },

  /** The store, if it is open: 40012 for a closed one (API.md). */
  async open(db: Db, lookup: StoreLookup, origin: string): Promise<OpenStore> {
    const store = await storefrontService.find(db, lookup, origin);
    if (store.shop.status === 'closed') throw new AppError('NO_SHOP_SELECTED');
    return store;
  },

  /** The store's NFTs, each with its live sell orders. */
  async nfts(db: Db, store: OpenStore, q: StoreNftsQuery, origin: string) {
    const page = await listStoreNfts(db, store.shop.id, q, origin);
    const orders = await activeSellOrders(
      db,
      page.list.map((n) => n.id),
    );
    return { ...page, list: page.list.map((n) => ({ ...n, sell_orders: orders.get(n.id) ?? [] })) };
  },

  async nft(db: Db, store: OpenStore, id: number, origin: string) {
    const nft = await findStoreNft(db, store.shop.id, id, origin);
    if (!nft) throw new AppError('NOT_FOUND');
    const orders = await activeSellOrders(db, [nft.id]);
    return { ...nft, sell_orders: orders.get(nft.id) ?? [] };
  },

  async collection(db: Db, store: OpenStore, id: number, origin: string) {
    const collection = await findStoreCollection(db, store.shop.id, id, origin);
    if (!collection) throw new AppError('NOT_FOUND');
    return collection;
  },
};
