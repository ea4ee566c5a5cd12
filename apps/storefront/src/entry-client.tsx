// @jsxRuntime automatic
import { loadAnalytics } from './analytics.ts';
import { ROOT_ID, VIEW_ID, type StoreView } from './store-view.ts';

/**
 * Runs `task` once the browser is idle (at most 2 s later): the server-rendered page already
 * shows everything and its links work, so the first paint and the largest picture come first
 * (issue 24, LCP aim).
 */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

const data = document.getElementById(VIEW_ID)?.textContent;
const root = document.getElementById(ROOT_ID);
if (data && root) {
  const view = JSON.parse(data) as StoreView;
  // In the theme editor's frame only (the server sets `preview` for `?preview`): the whole page
  // hydrates at once, since the editor pushes its first draft at once.
  if (view.preview && window.parent !== window) {
    const { consoleOrigin } = view.preview;
    void Promise.all([import('react-dom/client'), import('./preview-app.tsx')]).then(
      ([{ hydrateRoot }, { PreviewApp }]) =>
        hydrateRoot(root, <PreviewApp view={view} consoleOrigin={consoleOrigin} />),
    );
  } else {
    // Visitors get the islands only (islands/); a page without any loads no React at all.
    whenIdle(async () => {
      if (root.querySelector('[data-island]')) {
        const { hydrateIslands } = await import('./islands/hydrate-islands.tsx');
        await hydrateIslands(view);
      }
      // Live: React has taken over every island.
      document.documentElement.dataset.hydrated = 'true';
      loadAnalytics(view);
    });
  }
}
