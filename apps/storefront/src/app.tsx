import { createContext, useContext, useEffect } from 'react';
import { text, type TextKey } from './i18n.ts';
import { CollectionPage } from './pages/collection-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { LockedPage } from './pages/locked-page.tsx';
import { NftPage } from './pages/nft-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { StoreHeader } from './components/store-header.tsx';
import type { StoreView } from './store-view.ts';

const ViewContext = createContext<StoreView | null>(null);

/** The page's view (store, base path, language) for any component below <App>. */
export function useView(): StoreView {
  const view = useContext(ViewContext);
  if (!view) throw new Error('useView outside <App>');
  return view;
}

/** t('key') in the store's language. */
export function useText(): (key: TextKey, values?: Record<string, string | number>) => string {
  const { store } = useView();
  return (key, values) => text(store.language, key, values);
}

/** The whole storefront page: the same tree on the server and in the browser. */
export function App({ view }: { view: StoreView }) {
  const { page } = view;
  // Marks the page as live once React has taken over what the server rendered.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ViewContext.Provider value={view}>
      <StoreHeader />
      <main id="main" className="store-main">
        {page.kind === 'home' && <HomePage nfts={page.nfts} page={page.pageNo} />}
        {page.kind === 'nft' && <NftPage nft={page.nft} />}
        {page.kind === 'collection' && (
          <CollectionPage collection={page.collection} nfts={page.nfts} page={page.pageNo} />
        )}
        {page.kind === 'locked' && <LockedPage reason={page.reason} message={page.message} />}
        {page.kind === 'notFound' && <NotFoundPage />}
      </main>
      <footer className="store-footer">{text(view.store.language, 'poweredBy')}</footer>
    </ViewContext.Provider>
  );
}
