import { useMemo, useSyncExternalStore } from 'react';
import { readBuyerSession, SESSION_EVENT, type BuyerSession } from './buyer-token.ts';

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_EVENT, onChange);
  // Another tab signed in or out.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The buyer's session on this store; null on the server and until hydration (no mismatch). */
export function useBuyerSession(subdomain: string): BuyerSession | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(readBuyerSession(subdomain)),
    () => 'null',
  );
  return useMemo(() => JSON.parse(raw) as BuyerSession | null, [raw]);
}
