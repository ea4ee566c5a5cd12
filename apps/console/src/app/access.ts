import { PUBLIC_CONSOLE_PATHS } from '@mintfront/domain';
import type { Access } from './route-types.ts';

export function isPublicPath(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (PUBLIC_CONSOLE_PATHS as readonly string[]).includes(path.toLowerCase());
}

/**
 * Spec §2 access rule: without a token every path but the public four goes to /login;
 * a shop route without a selected shop goes to /select-store. Null: stay.
 */
export function redirectFor(input: {
  pathname: string;
  token: string | null;
  shopId: string | null;
  access: Access;
}): string | null {
  if (!input.token && !isPublicPath(input.pathname)) return '/login';
  if (input.access === 'shop' && !input.shopId) return '/select-store';
  return null;
}

/** The page to come back to after a redirect to sign in or pick a store; null for the bare start pages. */
export function askedPage(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path.toLowerCase() === '/home') return null;
  return `${path}${search}`;
}
