/** The storefront as the server uses it: render a page from its view. */
export { renderStorePage, type StoreAssets } from './render-page.tsx';
export type { PageView, StoreView } from './store-view.ts';
