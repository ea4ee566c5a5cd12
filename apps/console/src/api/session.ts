import { useSyncExternalStore } from 'react';

// Spec doc 1 §3/§7: the token is kept in local storage under 'Token', beside the uid and shop id.
export const SESSION_KEYS = { token: 'Token', uid: 'uid', shopId: 'shopId' } as const;

export type Session = { token: string | null; uid: string | null; shopId: string | null };

const listeners = new Set<() => void>();
let snapshot: Session = read();

function read(): Session {
  return {
    token: localStorage.getItem(SESSION_KEYS.token),
    uid: localStorage.getItem(SESSION_KEYS.uid),
    shopId: localStorage.getItem(SESSION_KEYS.shopId),
  };
}

function changed() {
  snapshot = read();
  listeners.forEach((l) => l());
}

function put(key: string, value: string | number | null) {
  if (value === null || value === '') localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
}

export function getSession(): Session {
  // Re-read so that tests and other tabs that wrote storage directly are seen.
  const now = read();
  if (now.token !== snapshot.token || now.uid !== snapshot.uid || now.shopId !== snapshot.shopId)
    snapshot = now;
  return snapshot;
}

export function startSession(token: string, uid: string | number) {
  put(SESSION_KEYS.token, token);
  put(SESSION_KEYS.uid, uid);
  changed();
}

export function setShopId(shopId: string | number | null) {
  put(SESSION_KEYS.shopId, shopId);
  changed();
}

/** Forgets the token, uid and selected shop. */
export function clearSession() {
  Object.values(SESSION_KEYS).forEach((k) => localStorage.removeItem(k));
  changed();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
