import type { User } from '@mintfront/domain';
import type { AuthResult } from '../../api/accounts.ts';
import { api } from '../../api/client.ts';
import { setShopId, startSession } from '../../api/session.ts';
import { fetchShops } from '../../api/shops.ts';
import { setLanguage } from '../../i18n/index.ts';

/** Keeps the session, takes the account's language, and answers where to land (below). */
export async function finishSignIn(result: AuthResult, returnTo: string | null): Promise<string> {
  startSession(result.token, result.uid);
  void setLanguage(result.user.language);
  return landingAfterSignIn(result.user, returnTo);
}

/**
 * Where a person lands once signed in (issue 22): an e-mail account still in its sign-up steps
 * goes on with them, unless a page was asked for; someone with exactly one open store enters it
 * (then the asked page, else its home); anyone else picks a store first (the guard brings a shop
 * page asked for back after the pick).
 */
export async function landingAfterSignIn(user: User, returnTo: string | null): Promise<string> {
  if (!returnTo && !user.onboarded && user.email !== null) return '/register';
  try {
    const [owned, joined] = await Promise.all([fetchShops('owned'), fetchShops('joined')]);
    const open = [...owned.list, ...joined.list].filter((s) => s.status === 'open');
    if (open.length === 1 && owned.total + joined.total === 1) {
      await api.post('/api/shop/into', { shop_id: open[0]!.id });
      setShopId(open[0]!.id);
      return returnTo ?? '/home';
    }
  } catch {
    // Signed in all the same: the store list shows what went wrong.
  }
  return returnTo ?? '/select-store';
}
