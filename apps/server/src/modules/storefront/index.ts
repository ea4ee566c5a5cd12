/** What other areas may use of the storefront: selling's buyer calls admit a visitor of an unpublished store as the storefront's own calls do. */
export { admitVisitor } from './storefront-visit.ts';
