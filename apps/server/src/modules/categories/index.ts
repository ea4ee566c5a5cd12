/** What other areas may use of the categories module: the storefront lists a store's categories. */
export { listStoreCategories } from './categories-storefront.ts';
