import { createContext, useContext } from 'react';
import { text, type TextKey } from './i18n.ts';
import type { StoreView } from './store-view.ts';

/** The page's view (store, theme, base path, language), provided by <App>. */
export const ViewContext = createContext<StoreView | null>(null);

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
