import { DEFAULT_GLOBAL_CONFIG, DEFAULT_THEME_COLORS } from '@mintfront/domain';
import type { StoreView } from '../store-view.ts';

/** A published store's view on the main host (/s/shop), for tests. */
export function viewIn(language: 'en' | 'zh'): StoreView {
  return {
    base: '/s/shop',
    store: {
      subdomain: 'shop',
      name: 'Shop',
      icon_url: null,
      language,
      chain: 'local',
      published: true,
    },
    theme: { ...DEFAULT_GLOBAL_CONFIG, colors: DEFAULT_THEME_COLORS },
    top: [],
    bottom: [],
    page: { kind: 'home', sections: [] },
  } as unknown as StoreView;
}
