/** What other areas may use of the collections module. app.ts registers collections.routes.ts. */
export { findStoreCollection, listStoreCollections } from './collections-storefront.ts';
