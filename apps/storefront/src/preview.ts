import { PREVIEW_MESSAGE, type ThemeMode } from '@mintfront/domain';
import type { StoreTheme, StoreView } from './store-view.ts';
import { themeCss } from './theme-css.ts';

/** What the console sends the frame: the unsaved theme's home page and the mode to show. */
export type PreviewPush = { view: StoreView; mode: ThemeMode };

/**
 * The storefront's side of the theme preview: takes a view only from the console's exact origin
 * and only from the frame's parent window (never from another frame or origin), then tells the
 * console it listens and which page of the store (`path`) it shows. Answers the function that
 * stops listening.
 */
export function listenForPreview(
  win: Window,
  consoleOrigin: string,
  path: string,
  onPush: (push: PreviewPush) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== consoleOrigin || event.source !== win.parent) return;
    const data = event.data as { type?: unknown; view?: unknown; mode?: unknown } | null;
    if (!data || data.type !== PREVIEW_MESSAGE.view || !isView(data.view)) return;
    onPush({ view: data.view, mode: data.mode === 'dark' ? 'dark' : 'light' });
  };
  win.addEventListener('message', onMessage);
  win.parent.postMessage({ type: PREVIEW_MESSAGE.ready, path }, consoleOrigin);
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

/** The page of the store a frame at `pathname` shows, inside the store's `base` ('/nft/7'). */
export const storePathOf = (pathname: string, base: string) =>
  (pathname.startsWith(base) ? pathname.slice(base.length) : pathname) || '/';

/**
 * In the preview frame a link to another page of the store opens that page in preview mode too
 * (else it would show the live theme, outside the editor). Answers the function that stops.
 */
export function keepPreviewOnLinks(
  doc: Document,
  base: string,
  navigate = (href: string) => doc.location.assign(href),
): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== doc.location.origin || !url.pathname.startsWith(`${base}/`)) return;
    event.preventDefault();
    url.searchParams.set('preview', '1');
    navigate(url.href);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
