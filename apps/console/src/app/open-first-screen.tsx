import { StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { bindApiClient } from '../api/client.ts';
import { getSession } from '../api/session.ts';
import type { OpenConsole } from '../features/accounts/first-screen.tsx';
import i18n from '../i18n/index.ts';

const here = () => window.location.pathname + window.location.search;

/**
 * What the browser opened first. /login signed out shows the sign-in screen alone (issue 23 §5:
 * the first screen loads only what it shows); anything else, or leaving that screen, loads the
 * console (antd, the router, every screen's route) and shows it at the page asked for.
 */
export async function openFirstScreen(root: Root) {
  const show = (screen: ReactNode) =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>{screen}</I18nextProvider>
      </StrictMode>,
    );

  // Once: a second click while the console loads (a link, then the wallet) changes nothing.
  let opening: Promise<void> | null = null;
  const openConsole: OpenConsole = (to, seed) =>
    (opening ??= import('./console-app.tsx').then(
      ({ createConsoleApp }) => {
        if (to && to !== here()) window.history.pushState(null, '', to);
        show(createConsoleApp(seed));
      },
      // The console's files could not be fetched (a new version deployed, the network) on the
      // way from the first screen: the browser loads that page itself. On the very first load
      // that would reload the same page for ever, so the failure stands.
      (error: unknown) => {
        if (!to) throw error;
        window.location.assign(to);
      },
    ));

  // /login as the guard reads a path (isPublicPath): any case, trailing slashes.
  const atLogin = /^\/login\/*$/i.test(window.location.pathname);
  if (!atLogin || getSession().token) return openConsole();
  // A 401 or a store to pick while on the first screen goes on in the console.
  bindApiClient({ navigate: (to) => void openConsole(to) });
  const { FirstScreen } = await import('../features/accounts/first-screen.tsx');
  show(<FirstScreen open={openConsole} />);
}
