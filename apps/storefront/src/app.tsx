import { createContext, useContext, useEffect } from 'react';
import { text, type TextKey } from './i18n.ts';
import { CollectionPage } from './pages/collection-page.tsx';
import { ContentPage } from './pages/content-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { LockedPage } from './pages/locked-page.tsx';
import { NftPage } from './pages/nft-page.tsx';
import { NftsPage } from './pages/nfts-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { ModeSwitch } from './components/mode-switch.tsx';
import { StoreHeader } from './components/store-header.tsx';
import { SectionList } from './sections/section-list.tsx';
import type { StoreView } from './store-view.ts';

const ViewContext = createContext<StoreView | null>(null);

/** The page's view (store, theme, base path, language) for any component below <App>. */
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
  const framed = page.kind !== 'home' && page.kind !== 'locked';
  return (
    <ViewContext.Provider value={view}>
      <header className="store-header">
        {framed && view.top.length > 0 ? <SectionList sections={view.top} /> : <StoreHeader />}
        {view.theme.showSwitchMode && <ModeSwitch />}
      </header>
      <main id="main" className="store-main">
        {page.kind === 'home' && <HomePage sections={page.sections} />}
        {page.kind === 'nfts' && (
          <NftsPage nfts={page.nfts} page={page.pageNo} category={page.category} />
        )}
        {page.kind === 'nft' && <NftPage nft={page.nft} />}
        {page.kind === 'collection' && (
          <CollectionPage collection={page.collection} nfts={page.nfts} page={page.pageNo} />
        )}
        {page.kind === 'page' && <ContentPage title={page.title} html={page.html} />}
        {page.kind === 'locked' && <LockedPage {...page} />}
        {page.kind === 'notFound' && <NotFoundPage />}
      </main>
      <footer className="store-footer">
        {framed && <SectionList sections={view.bottom} />}
        <p>{text(view.store.language, 'poweredBy')}</p>
      </footer>
    </ViewContext.Provider>
  );
}
