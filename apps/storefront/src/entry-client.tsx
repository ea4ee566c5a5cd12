import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { ROOT_ID, VIEW_ID, type StoreView } from './store-view.ts';
import './styles.css';

const data = document.getElementById(VIEW_ID)?.textContent;
const root = document.getElementById(ROOT_ID);
if (data && root) hydrateRoot(root, <App view={JSON.parse(data) as StoreView} />);
