// @jsxRuntime automatic
import { useEffect, useState } from 'react';
import { App } from './store-app.tsx';
import { applyPreviewTheme, keepPreviewOnLinks, listenForPreview, storePathOf } from './preview.ts';
import type { StoreView } from './store-view.ts';

/**
 * The storefront in the theme editor's frame, hydrated whole (the editor replaces the whole
 * view): the page the server rendered, then each view the editor pushes of the same page; links
 * to the store's pages stay in preview mode.
 */
export function PreviewApp({ view, consoleOrigin }: { view: StoreView; consoleOrigin: string }) {
  const [shown, setShown] = useState(view);
  const { base } = view;
  // Marks the page as live once React has taken over what the server rendered.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(
    () =>
      listenForPreview(
        window,
        consoleOrigin,
        storePathOf(window.location.pathname, base),
        ({ view: next, mode }) => {
          applyPreviewTheme(document, next.theme, mode);
          setShown(next);
        },
      ),
    [consoleOrigin, base],
  );
  useEffect(() => keepPreviewOnLinks(document, base), [base]);
  return <App view={shown} />;
}
