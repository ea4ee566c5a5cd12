// @jsxRuntime automatic
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
import { Island } from './islands/island.tsx';
import { SectionList } from './sections/section-list.tsx';
import type { StoreView } from './store-view.ts';
import { ViewContext } from './view-context.ts';

/**
 * The whole storefront page, rendered by the server. Visitors' browsers hydrate only its islands
 * (islands/); the theme editor's frame hydrates it whole (preview-app.tsx).
 */
export function App({ view }: { view: StoreView }) {
  const { page } = view;
  const framed = page.kind !== 'home' && page.kind !== 'locked';
  // The theme's logo section stands in for the plain store name.
  const shown = framed ? view.top : page.kind === 'home' ? page.sections : [];
  const hasLogo = shown.some((s) => s.type === 'logo');
  return (
    <ViewContext.Provider value={view}>
      <header className="store-header">
        {framed && <SectionList sections={view.top} />}
        {!hasLogo && <StoreHeader />}
        {page.kind !== 'locked' && <Island name="buyer-nav" component={BuyerNav} props={{}} />}
        {view.theme.showSwitchMode && (
          <Island name="mode-switch" component={ModeSwitch} props={{}} />
        )}
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
        {page.kind === 'orders' && <Island name="orders-page" component={OrdersPage} props={{}} />}
        {/* A launchpad page is an island whole: its facts change after a mint or claim. */}
        {page.kind === 'drop' && (
          <Island name="drop-page" component={DropPage} props={{ drop: page.drop }} />
        )}
        {page.kind === 'airdrop' && (
          <Island name="airdrop-page" component={AirdropPage} props={{ airdrop: page.airdrop }} />
        )}
        {page.kind === 'raffle' && (
          <Island name="raffle-page" component={RafflePage} props={{ raffle: page.raffle }} />
        )}
        {page.kind === 'notFound' && <NotFoundPage />}
      </main>
      <footer className="store-footer">
        {framed && <SectionList sections={view.bottom} />}
        <p>{text(view.store.language, 'poweredBy')}</p>
      </footer>
    </ViewContext.Provider>
  );
}
