/** What other areas may use of the storefront: buyer calls (selling, drops) open the store of their path and admit a visitor of an unpublished store as the storefront's own calls do. */
export { admitVisitor } from './storefront-visit.ts';
export { openStore, visitHeaders } from './storefront-open.ts';
