/** Query parameter that carries where to come back to after signing in or up (e.g. the invitation link). */
export const RETURN_PARAM = 'redirect';

/** The path to come back to, only if it is a path of this console (no open redirect to another site). */
export function returnPathFrom(search: URLSearchParams | string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** `path` carrying the way back, e.g. withReturn('/login', '/invite?token=x'). */
export function withReturn(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : path;
}
