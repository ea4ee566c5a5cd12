/** The storefront as the server uses it: render a page from its view. */
export { renderStorePage, type StoreAssets } from './render-page.tsx';
export type { PageView, SectionView, StoreTheme, StoreView } from './store-view.ts';
