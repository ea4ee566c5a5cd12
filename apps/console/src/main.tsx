import { createRoot } from 'react-dom/client';
import { openFirstScreen } from './app/open-first-screen.tsx';
import { loadStartLanguage } from './i18n/index.ts';

await loadStartLanguage();
await openFirstScreen(createRoot(document.getElementById('root')!));
