// @jsxRuntime automatic
import { useEffect, useState } from 'react';
import { App } from './app.tsx';
import { applyPreviewTheme, listenForPreview } from './preview.ts';
import type { StoreView } from './store-view.ts';

/** The storefront in the theme editor's frame: the page the server rendered, then each pushed view. */
export function PreviewApp({ view, consoleOrigin }: { view: StoreView; consoleOrigin: string }) {
  const [shown, setShown] = useState(view);
  useEffect(
    () =>
      listenForPreview(window, consoleOrigin, ({ view: next, mode }) => {
        applyPreviewTheme(document, next.theme, mode);
        setShown(next);
      }),
    [consoleOrigin],
  );
  return <App view={shown} />;
}
