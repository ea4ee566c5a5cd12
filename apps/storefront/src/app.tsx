// @jsxRuntime automatic
import { useEffect } from 'react';
import { text } from './i18n.ts';
import { AirdropPage } from './pages/airdrop-page.tsx';
import { CollectionPage } from './pages/collection-page.tsx';
import { ContentPage } from './pages/content-page.tsx';
import { DropPage } from './pages/drop-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { LockedPage } from './pages/locked-page.tsx';
import { NftPage } from './pages/nft-page.tsx';
import { NftsPage } from './pages/nfts-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { OrdersPage } from './pages/orders-page.tsx';
import { RafflePage } from './pages/raffle-page.tsx';
import { BuyerNav } from './components/buyer-nav.tsx';
import { ModeSwitch } from './components/mode-switch.tsx';
import { StoreHeader } from './components/store-header.tsx';
import { SectionList } from './sections/section-list.tsx';
import type { StoreView } from './store-view.ts';
import { ViewContext } from './view-context.ts';

/** The whole storefront page: the same tree on the server and in the browser. */
export function App({ view }: { view: StoreView }) {
  const { page } = view;
  // Marks the page as live once React has taken over what the server rendered.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const framed = page.kind !== 'home' && page.kind !== 'locked';
  // The theme's logo section stands in for the plain store name.
  const shown = framed ? view.top : page.kind === 'home' ? page.sections : [];
  const hasLogo = shown.some((s) => s.type === 'logo');
  return (
    <ViewContext.Provider value={view}>
      <header className="store-header">
        {framed && <SectionList sections={view.top} />}
        {!hasLogo && <StoreHeader />}
        {page.kind !== 'locked' && <BuyerNav />}
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
        {page.kind === 'orders' && <OrdersPage />}
        {page.kind === 'drop' && <DropPage drop={page.drop} />}
        {page.kind === 'airdrop' && <AirdropPage airdrop={page.airdrop} />}
        {page.kind === 'raffle' && <RafflePage raffle={page.raffle} />}
        {page.kind === 'notFound' && <NotFoundPage />}
      </main>
      <footer className="store-footer">
        {framed && <SectionList sections={view.bottom} />}
        <p>{text(view.store.language, 'poweredBy')}</p>
      </footer>
    </ViewContext.Provider>
  );
}
