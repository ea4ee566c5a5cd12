/** The buyer's session on one store (docs/decisions.md "Storefront buying"). */
export type BuyerSession = { token: string; uid: number; wallet: string };

const keyOf = (subdomain: string) => `mintfront.buyer.${subdomain}`;

export function readBuyerSession(subdomain: string): BuyerSession | null {
  try {
    const raw = localStorage.getItem(keyOf(subdomain));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BuyerSession>;
    return typeof value.token === 'string' &&
      typeof value.uid === 'number' &&
      typeof value.wallet === 'string'
      ? (value as BuyerSession)
      : null;
  } catch {
    return null;
  }
}

export function writeBuyerSession(subdomain: string, session: BuyerSession | null) {
  if (session) localStorage.setItem(keyOf(subdomain), JSON.stringify(session));
  else localStorage.removeItem(keyOf(subdomain));
  // Other parts of the page (the header's "My orders") follow the session.
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export const SESSION_EVENT = 'mintfront:buyer-session';
