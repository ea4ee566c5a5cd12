import { ERRORS, REQUEST_TIMEOUT_MS, type Envelope, type Language } from '@mintfront/domain';
import { ApiError, NETWORK_CODE, TIMEOUT_CODE } from './api-error.ts';
import { clearSession, getSession, setShopId } from './session.ts';
import i18n, { currentLanguage } from '../i18n/index.ts';

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Set false when the caller shows the error itself (e.g. on a form field). */
  toast?: boolean;
};

export type ApiClientOptions = {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  language: () => Language;
  navigate: (to: string) => void;
  notify: (text: string) => void;
  /** Called after a 401 cleared the session (e.g. to drop cached queries). */
  onSignedOut?: () => void;
  transportText?: (kind: 'timeout' | 'network', lang: Language) => string;
};

const SHOP_REDIRECT_CODES = new Set([40003, 40012]);

function buildUrl(base: string, path: string, query?: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function headersFor(lang: Language, hasBody: boolean): Record<string, string> {
  const { token, uid, shopId } = getSession();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (uid) headers['X-User-Id'] = uid;
  if (shopId) headers['X-Shop-Id'] = shopId;
  return headers;
}

/** The HTTP client of spec doc 1 §7: headers, 60 s timeout and the envelope rules. */
export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const transportText = options.transportText ?? ((kind) => (kind === 'timeout' ? 'Request timed out' : 'Network error'));

  function fail(error: ApiError, toast: boolean): never {
    if (toast && error.statusDesc) options.notify(error.statusDesc);
    throw error;
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const lang = options.language();
    const toast = opts.toast ?? true;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let body: Envelope<T> | null = null;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      response = await doFetch(buildUrl(base, path, opts.query), {
        method,
        headers: headersFor(lang, opts.body !== undefined),
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      });
      body = (await response.json().catch(() => null)) as Envelope<T> | null;
    } catch {
      const kind = controller.signal.aborted ? 'timeout' : 'network';
      return fail(new ApiError(kind === 'timeout' ? TIMEOUT_CODE : NETWORK_CODE, transportText(kind, lang)), toast);
    } finally {
      clearTimeout(timer);
    }

    if (response.status >= 500) {
      // spec §7 "rejects as Internal Server Error", in the user's language as it is now: callers
      // that show the error themselves (toast: false) show this message.
      const text = ERRORS.SERVER_ERROR[options.language()];
      if (toast) options.notify(text);
      throw new ApiError(500, text, body?.data ?? null);
    }
    const statusCode = body && typeof body.statusCode === 'number' ? body.statusCode : response.status === 401 ? 401 : -3;
    if (statusCode === 0 && body) return body.data;

    const error = new ApiError(statusCode, body?.statusDesc ?? `HTTP ${response.status}`, body?.data ?? null);
    if (statusCode === 401) {
      clearSession();
      options.onSignedOut?.();
      options.navigate('/login');
      throw error;
    }
    if (SHOP_REDIRECT_CODES.has(statusCode)) {
      setShopId(null);
      options.navigate('/select-store');
    }
    return fail(error, toast);
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body: body ?? {} }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body: body ?? {} }),
    del: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

// The console's own instance. The router and antd's message API exist only once the app is
// mounted, so they are bound late (see app/api-bridge.tsx).
const bound = {
  navigate: (to: string) => window.location.assign(to),
  notify: (_text: string) => {},
  onSignedOut: () => {},
};

export function bindApiClient(hooks: Partial<typeof bound>) {
  Object.assign(bound, hooks);
}

export const api = createApiClient({
  language: currentLanguage,
  navigate: (to) => bound.navigate(to),
  notify: (text) => bound.notify(text),
  onSignedOut: () => bound.onSignedOut(),
  transportText: (kind) => i18n.t(kind === 'timeout' ? 'errors.timeout' : 'errors.network', { ns: 'common' }),
});
