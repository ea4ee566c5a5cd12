import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.ts';
import { LangSwitch } from './lang-switch.tsx';
import './plain/plain.css';

// The menu needs the console's router and query cache, which the first screen (signed out) has
// not loaded: it loads only with a session.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

type Props = {
  children: ReactNode;
  width?: number;
  /**
   * The user menu once signed in; the first screen has none (it is not inside the console's
   * router, and leaves for the console as soon as the person is signed in).
   */
  userMenu?: boolean;
};

/** Frame of the screens outside the main layout: a banner with the language switch, then main. */
export function PublicShell({ children, width = 480, userMenu = true }: Props) {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <div className="plain plain-page">
      <header className="plain-header">
        <span className="plain-brand">{t('appName')}</span>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <LangSwitch />
          {userMenu && token && (
            <Suspense>
              <UserMenu />
            </Suspense>
          )}
        </div>
      </header>
      <main style={{ maxWidth: width, margin: '40px auto', padding: '0 16px' }}>{children}</main>
    </div>
  );
}
