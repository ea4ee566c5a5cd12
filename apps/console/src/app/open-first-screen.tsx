import { StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getSession } from '../api/session.ts';
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

  const openConsole = async (to?: string) => {
    const { createConsoleApp } = await import('./console-app.tsx');
    if (to && to !== here()) window.history.pushState(null, '', to);
    show(createConsoleApp());
  };

  const path = window.location.pathname.replace(/\/+$/, '').toLowerCase();
  if (path !== '/login' || getSession().token) return openConsole();
  const { FirstScreen } = await import('../features/accounts/first-screen.tsx');
  show(<FirstScreen open={openConsole} />);
}
