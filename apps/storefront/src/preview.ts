import { PREVIEW_MESSAGE, type ThemeMode } from '@mintfront/domain';
import type { StoreTheme, StoreView } from './store-view.ts';
import { themeCss } from './theme-css.ts';

/** What the console sends the frame: the unsaved theme's home page and the mode to show. */
export type PreviewPush = { view: StoreView; mode: ThemeMode };

/**
 * The storefront's side of the theme preview: takes a view only from the console's exact origin
 * and only from the frame's parent window (never from another frame or origin), then tells the
 * console it listens. Answers the function that stops listening.
 */
export function listenForPreview(
  win: Window,
  consoleOrigin: string,
  onPush: (push: PreviewPush) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== consoleOrigin || event.source !== win.parent) return;
    const data = event.data as { type?: unknown; view?: unknown; mode?: unknown } | null;
    if (!data || data.type !== PREVIEW_MESSAGE.view || !isView(data.view)) return;
    onPush({ view: data.view, mode: data.mode === 'dark' ? 'dark' : 'light' });
  };
  win.addEventListener('message', onMessage);
  win.parent.postMessage({ type: PREVIEW_MESSAGE.ready }, consoleOrigin);
  return () => win.removeEventListener('message', onMessage);
}

function isView(value: unknown): value is StoreView {
  const v = value as Partial<StoreView> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.theme === 'object' && typeof v.page === 'object'
  );
}

const STYLE_ID = 'mf-preview-theme';

/** The pushed theme's colours and font over the ones the server wrote, in the mode being edited. */
export function applyPreviewTheme(doc: Document, theme: StoreTheme, mode: ThemeMode) {
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = themeCss(theme);
  doc.documentElement.dataset.mode = mode;
}
