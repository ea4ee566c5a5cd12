import type {
  LayoutSection,
  ListPage,
  NavigationMenu,
  SectionConfig,
  SectionType,
  StoreCategory,
  StoreAirdrop,
  StoreCollection,
  StoreDropView,
  StoreFace,
  StoreNftCard,
  StoreNftDetail,
  StoreRaffle,
  ThemeColors,
  ThemeGlobalConfig,
} from '@mintfront/domain';

/** What a section shows beyond its config, read by the server for the page. */
export type SectionData = {
  products: ListPage<StoreNftCard>;
  collection: StoreCollection[];
  category: StoreCategory[];
  footer: Pick<NavigationMenu, 'id' | 'title' | 'items'>[];
};

/** One visible section of the live theme, with its config and, for some types, its data. */
export type SectionView<T extends SectionType = SectionType> = Omit<LayoutSection, 'close'> & {
  type: T;
  config: SectionConfig<T>;
  data?: T extends keyof SectionData ? SectionData[T] : never;
};

/** What one storefront page shows; the server builds it, renders it and hands it to the browser. */
export type PageView =
  | { kind: 'home'; sections: SectionView[] }
  | { kind: 'nfts'; nfts: ListPage<StoreNftCard>; pageNo: number; category: number | null }
  | { kind: 'nft'; nft: StoreNftDetail }
  | {
      kind: 'collection';
      collection: StoreCollection;
      nfts: ListPage<StoreNftCard>;
      pageNo: number;
    }
  | { kind: 'page'; title: string; html: string }
  | {
      kind: 'locked';
      reason: 'unpublished' | 'closed';
      message: string | null;
      /** The store has a visitor password: show its form. */
      password: boolean;
      wrongPassword: boolean;
    }
  /** The launchpad's pages (issue 21); a raffle's `mine` is read in the browser with the buyer's token. */
  | { kind: 'drop'; drop: StoreDropView }
  | { kind: 'airdrop'; airdrop: StoreAirdrop }
  | { kind: 'raffle'; raffle: StoreRaffle }
  /** The buyer's orders: read in the browser with the buyer's token (buy/orders-view.tsx). */
  | { kind: 'orders' }
  | { kind: 'notFound' };

/** The live theme's look: colours of both modes, font, default mode and whether visitors may switch. */
export type StoreTheme = Pick<
  ThemeGlobalConfig,
  'defaultThemeMode' | 'fontFamily' | 'showSwitchMode'
> & {
  colors: ThemeColors;
};

export type StoreView = {
  /** Path prefix of the store's pages on this host: '' on its own host, '/s/{subdomain}' on the main one. */
  base: string;
  store: StoreFace;
  theme: StoreTheme;
  /** Sections shown above every page but the home page (announcement, logo) and below it (footer). */
  top: SectionView[];
  bottom: SectionView[];
  page: PageView;
  /**
   * Only in the theme editor's frame (`?preview`): the console's exact origin, the only one
   * whose messages (an unsaved theme's view) the page takes.
   */
  preview?: { consoleOrigin: string };
};

/** The data element the server writes the view into for hydration (no inline script: CSP). */
export const VIEW_ID = 'store-view';
export const ROOT_ID = 'store-root';
