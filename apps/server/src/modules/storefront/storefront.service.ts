import type { StoreFace, StoreNftsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { findStoreCollection } from '../collections/index.ts';
import { findStoreNft, listStoreNfts } from '../nfts/index.ts';
import { fileUrl } from '../uploads/uploads.service.ts';
import { storefrontRepo } from './storefront.repo.ts';

function faceOf(row: ShopRow, origin: string): StoreFace {
  return {
    subdomain: row.subdomain,
    name: row.name,
    icon_url: row.icon ? fileUrl(origin, row.icon) : null,
    language: row.language === 'zh' ? 'zh' : 'en',
    chain: row.chain,
    published: row.publishingStatus === 'published',
  };
}

/** What a visitor may see of a store: NOT_FOUND for none, 40012 for a closed one (API.md). */
export type OpenStore = { shopId: number; face: StoreFace; visitMessage: string | null };

export const storefrontService = {
  async open(db: Db, subdomain: string, origin: string): Promise<OpenStore> {
    const row = await storefrontRepo.shopOf(db, subdomain);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'closed') throw new AppError('NO_SHOP_SELECTED');
    return { shopId: row.id, face: faceOf(row, origin), visitMessage: row.visitMessage };
  },

  /** The face of a store whatever its state (a closed store's page still shows its name). */
  async face(db: Db, subdomain: string, origin: string): Promise<StoreFace> {
    const row = await storefrontRepo.shopOf(db, subdomain);
    if (!row) throw new AppError('NOT_FOUND');
    return faceOf(row, origin);
  },

  nfts: (db: Db, store: OpenStore, q: StoreNftsQuery, origin: string) =>
    listStoreNfts(db, store.shopId, q, origin),

  async nft(db: Db, store: OpenStore, id: number, origin: string) {
    const nft = await findStoreNft(db, store.shopId, id, origin);
    if (!nft) throw new AppError('NOT_FOUND');
    return nft;
  },

  async collection(db: Db, store: OpenStore, id: number, origin: string) {
    const collection = await findStoreCollection(db, store.shopId, id, origin);
    if (!collection) throw new AppError('NOT_FOUND');
    return collection;
  },
};
