// @jsxRuntime automatic
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { PreviewApp } from './preview-app.tsx';
import { ROOT_ID, VIEW_ID, type StoreView } from './store-view.ts';
// Poppins, the default theme font (spec doc 2 §9), served by the server itself: Latin only (others fall back).
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import './styles.css';

const data = document.getElementById(VIEW_ID)?.textContent;
const root = document.getElementById(ROOT_ID);
if (data && root) {
  const view = JSON.parse(data) as StoreView;
  // In the theme editor's frame only (the server sets `preview` for `?preview`).
  const framed = view.preview && window.parent !== window;
  hydrateRoot(
    root,
    framed ? (
      <PreviewApp view={view} consoleOrigin={view.preview!.consoleOrigin} />
    ) : (
      <App view={view} />
    ),
  );
}
