/** What other areas may use of the collections module. app.ts registers collections.routes.ts. */
export { findStoreCollection } from './collections-storefront.ts';
