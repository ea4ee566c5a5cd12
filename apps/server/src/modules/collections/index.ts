/** What other areas may use of the collections module. app.ts registers collections.routes.ts. */
import { collectionsRepo } from './collections.repo.ts';

export { findStoreCollection, listStoreCollections } from './collections-storefront.ts';
export type { CollectionRow } from './collections.tables.ts';

/** The shop's collection with this id, or undefined. */
export const findCollectionInShop = collectionsRepo.find;
