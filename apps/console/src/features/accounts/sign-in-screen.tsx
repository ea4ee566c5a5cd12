import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logIn, type AuthResult } from '../../api/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { Alert, Button, Card, TextField } from '../../components/plain/index.ts';
import { PublicShell } from '../../components/public-shell.tsx';
import { returnPathFrom, withReturn } from '../../components/return-to.ts';
import { loginRequired, useLoginFields, type LoginValues } from './login-fields.ts';

/** What the wallet sign-in of the screen reports to it. */
export type WalletSlot = {
  onSignedIn: (result: AuthResult) => void;
  onError: (text: string) => void;
};

type Props = {
  /** The query of the page (?redirect= is where to go once signed in). */
  search: string;
  /** Opens another page of the console: a link of the screen. */
  go: (to: string) => void | Promise<void>;
  /** Signed in: the host starts the session and goes on (the submit button spins until then). */
  onSignedIn: (result: AuthResult, returnTo: string | null) => Promise<void>;
  /** "Log in with a wallet". */
  wallet: (slot: WalletSlot) => ReactNode;
  notice?: 'passwordReset';
  /** Whether the frame shows the user menu once signed in (not on the first screen: see PublicShell). */
  userMenu?: boolean;
};

/**
 * The login (spec §3), in plain markup: it is the console's first screen, shown before antd
 * loads (first-screen.tsx, see app/open-first-screen.tsx), and the /login route of the console
 * once it is loaded (login.tsx).
 */
export function SignInScreen({ search, go, onSignedIn, wallet, notice, userMenu }: Props) {
  const { t } = useTranslation('accounts');
  const fields = useLoginFields((name) => t(`fields.${name}`));
  const inputs = useRef<Partial<Record<keyof LoginValues, HTMLInputElement | null>>>({});
  const [busy, setBusy] = useState(false);
  // The first field in error takes the focus once it is rendered with its message, so a screen
  // reader says the message with the field (a new object asks again on every refused submit).
  const [focusAsked, setFocusAsked] = useState<{ name: keyof LoginValues } | null>(null);
  useEffect(() => {
    if (focusAsked) inputs.current[focusAsked.name]?.focus();
  }, [focusAsked]);
  // E15 and the rate limit are about the pair, not one field: shown above the form.
  const [error, setError] = useState<string | null>(null);
  // e.g. the invitation link: back there once signed in (kept through the sign-up link too).
  const returnTo = returnPathFrom(search);

  const signedIn = async (result: AuthResult) => {
    setBusy(true);
    try {
      await onSignedIn(result, returnTo);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setError(null);
    const judged = fields.submit();
    if ('invalid' in judged) {
      setFocusAsked({ name: judged.invalid });
      return;
    }
    setBusy(true);
    try {
      await signedIn(await logIn(judged.body));
    } catch (e) {
      setError(e instanceof ApiError ? e.statusDesc : String(e));
      setBusy(false);
    }
  };

  const link = (to: string) => ({
    href: to,
    onClick: (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      void go(to);
    },
  });
  const field = (name: keyof LoginValues) => ({
    label: t(`fields.${name}`),
    required: loginRequired(name),
    value: fields.values[name],
    error: fields.error(name),
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (e: { target: { value: string } }) => fields.change(name, e.target.value),
    onBlur: () => fields.leave(name),
  });

  return (
    <PublicShell userMenu={userMenu}>
      <Card>
        <h1 className="plain-title">{t('login.title')}</h1>
        {notice === 'passwordReset' && <Alert kind="success">{t('login.passwordReset')}</Alert>}
        {error && <Alert kind="error">{error}</Alert>}
        <form
          name="login"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            {...field('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            data-testid="login-email"
          />
          <TextField
            {...field('password')}
            type="password"
            autoComplete="current-password"
            reveal={t('login.showPassword')}
            data-testid="login-password"
          />
          <Button kind="primary" submit block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </form>
        <div style={{ marginTop: 12 }}>{wallet({ onSignedIn: signedIn, onError: setError })}</div>
        <div className="plain-links">
          <span>
            {t('login.noAccount')}{' '}
            <a {...link(withReturn('/register', returnTo))}>{t('login.register')}</a>
          </span>
          <a {...link('/forgot-password')}>{t('login.forgot')}</a>
        </div>
      </Card>
    </PublicShell>
  );
}
