// @jsxRuntime automatic
import { hydrateRoot } from 'react-dom/client';
import { loadAnalytics } from './analytics.ts';
import { App } from './app.tsx';
import { PreviewApp } from './preview-app.tsx';
import { ROOT_ID, VIEW_ID, type StoreView } from './store-view.ts';
// Poppins, the default theme font (spec doc 2 §9), served by the server itself: Latin only (others fall back).
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import './styles.css';

/**
 * Runs `task` once the browser is idle (at most 2 s later). Hydrating is one long task, while the
 * server-rendered page already shows everything and its links work: the first paint and the
 * largest picture come first (issue 24, LCP aim).
 */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

const data = document.getElementById(VIEW_ID)?.textContent;
const root = document.getElementById(ROOT_ID);
if (data && root) {
  const view = JSON.parse(data) as StoreView;
  // In the theme editor's frame only (the server sets `preview` for `?preview`); the editor
  // pushes its first draft at once, so the frame hydrates at once.
  if (view.preview && window.parent !== window) {
    hydrateRoot(root, <PreviewApp view={view} consoleOrigin={view.preview.consoleOrigin} />);
  } else {
    whenIdle(() => {
      hydrateRoot(root, <App view={view} />);
      loadAnalytics(view);
    });
  }
}
