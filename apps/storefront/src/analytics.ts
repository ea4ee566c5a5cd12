import type { StoreView } from './store-view.ts';

/** Google's tag host; the server's page policy allows it only for a store with a tracking ID. */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

type TagWindow = Window & { dataLayer?: unknown[] };

/**
 * Loads Google's tag for the store's analytics tracking ID (Marketing → General), after the page
 * is shown and hydrated so it never delays it. Nothing in the theme editor's preview, nothing
 * without an ID. The tag's setup is this module's code, not an inline script, so the page
 * policy keeps refusing inline scripts. Answers the script element it added, if any.
 */
export function loadAnalytics(view: StoreView, win: TagWindow = window): HTMLScriptElement | null {
  const id = view.store.analytics_id;
  if (!id || view.preview) return null;
  const layer = (win.dataLayer ??= []);
  // gtag.js reads the `arguments` objects it was called with, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', id);
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  win.document.head.appendChild(script);
  return script;
}
