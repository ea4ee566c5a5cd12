// @jsxRuntime automatic
import { useText, useView } from '../view-context.ts';

/** A closed store, or an unpublished one: its message, and its password form when it has one. */
export function LockedPage({
  reason,
  message,
  password,
  wrongPassword,
}: {
  reason: 'unpublished' | 'closed';
  message: string | null;
  password: boolean;
  wrongPassword: boolean;
}) {
  const t = useText();
  const { base } = useView();
  return (
    <section className="store-message">
      <h1>{t(reason === 'closed' ? 'closed' : 'locked')}</h1>
      {message && <p>{message}</p>}
      {reason === 'unpublished' && password && (
        <form className="password-form" method="post" action={`${base}/password`}>
          <label htmlFor="store-password">{t('password')}</label>
          <input
            id="store-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={wrongPassword || undefined}
            aria-describedby={wrongPassword ? 'store-password-error' : undefined}
          />
          {wrongPassword && (
            <p id="store-password-error" className="form-error" role="alert">
              {t('wrongPassword')}
            </p>
          )}
          <button type="submit" className="button">
            {t('enter')}
          </button>
        </form>
      )}
    </section>
  );
}
