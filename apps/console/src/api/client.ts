import { REQUEST_TIMEOUT_MS, SERVER_ERROR, type Envelope, type Language } from '@mintfront/domain';
import { ApiError, NETWORK_CODE, TIMEOUT_CODE } from './api-error.ts';
import { clearSession, getSession, setShopId } from './session.ts';
import i18n, { currentLanguage } from '../i18n/index.ts';
import { askedPage, isPublicPath } from '../app/access.ts';
import { withReturn } from '../components/return-to.ts';

/** The page a 401 interrupted, to come back to after signing in; none from the public pages. */
function pageToReturnTo(): string | null {
  const { pathname, search } = window.location;
  return isPublicPath(pathname) ? null : askedPage(pathname, search);
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Set false when the caller shows the error itself (e.g. on a form field). */
  toast?: boolean;
};

export type FormOptions = Omit<RequestOptions, 'body'> & {
  /** Cancels the upload; the call then rejects with an AbortError DOMException. */
  signal?: AbortSignal;
  /** Bytes of the body sent so far. */
  onProgress?: (loaded: number) => void;
  timeoutMs?: number;
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

/** What the server answered, whatever carried it (fetch or XMLHttpRequest). */
type Answer = { status: number; body: Envelope<unknown> | null };

function buildUrl(base: string, path: string, query?: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function headersFor(lang: Language, contentType?: string): Record<string, string> {
  const { token, uid, shopId } = getSession();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (contentType) headers['Content-Type'] = contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (uid) headers['X-User-Id'] = uid;
  if (shopId) headers['X-Shop-Id'] = shopId;
  return headers;
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    return JSON.parse(text) as Envelope<unknown>;
  } catch {
    return null;
  }
}

const abortError = () => new DOMException('Upload cancelled', 'AbortError');

/**
 * One POST by XMLHttpRequest, the only browser API that reports upload progress. Resolves with
 * the answer, or rejects with 'timeout', 'network' or an AbortError.
 */
function xhrPost(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  opts: FormOptions & { timeoutMs: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { signal } = opts;
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = opts.timeoutMs;
    if (opts.onProgress) xhr.upload.onprogress = (e) => opts.onProgress!(e.loaded);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (finish: () => void) => () => {
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.onload = settle(() =>
      resolve({ status: xhr.status, body: parseEnvelope(xhr.responseText) }),
    );
    xhr.onerror = settle(() => reject(new Error('network')));
    xhr.ontimeout = settle(() => reject(new Error('timeout')));
    xhr.onabort = settle(() => reject(abortError()));
    xhr.send(body);
  });
}

/**
 * The HTTP client of spec doc 1 §7: headers, 60 s timeout and the envelope rules, for JSON
 * calls, form posts, file downloads and uploads with progress alike.
 */
export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const transportText =
    options.transportText ??
    ((kind) => (kind === 'timeout' ? 'Request timed out' : 'Network error'));

  function fail(error: ApiError, toast: boolean): never {
    if (toast && error.statusDesc) options.notify(error.statusDesc);
    throw error;
  }

  function transportFailure(kind: 'timeout' | 'network', lang: Language, toast: boolean): never {
    return fail(
      new ApiError(kind === 'timeout' ? TIMEOUT_CODE : NETWORK_CODE, transportText(kind, lang)),
      toast,
    );
  }

  /** The envelope rules: data on statusCode 0; 401 signs out; 40003/40012 go to store selection. */
  function settle<T>({ status, body }: Answer, toast: boolean): T {
    if (status >= 500) {
      // spec §7 "rejects as Internal Server Error", in the user's language as it is now: callers
      // that show the error themselves (toast: false) show this message.
      const text = SERVER_ERROR[options.language()];
      if (toast) options.notify(text);
      throw new ApiError(500, text, body?.data ?? null);
    }
    const statusCode =
      body && typeof body.statusCode === 'number' ? body.statusCode : status === 401 ? 401 : -3;
    if (statusCode === 0 && body) return body.data as T;

    const error = new ApiError(
      statusCode,
      body?.statusDesc ?? `HTTP ${status}`,
      body?.data ?? null,
    );
    if (statusCode === 401) {
      clearSession();
      options.onSignedOut?.();
      // The page the session ended on comes back after signing in again (issue 22).
      options.navigate(withReturn('/login', pageToReturnTo()));
      throw error;
    }
    if (SHOP_REDIRECT_CODES.has(statusCode)) {
      setShopId(null);
      options.navigate('/select-store');
    }
    return fail(error, toast);
  }

  /** One fetch with the session headers and the timeout; `read` takes the response apart. */
  async function send<T>(
    method: string,
    path: string,
    opts: RequestOptions,
    payload: { body?: BodyInit; contentType?: string },
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const lang = options.language();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const response = await doFetch(buildUrl(base, path, opts.query), {
        method,
        headers: headersFor(lang, payload.contentType),
        body: payload.body,
        signal: controller.signal,
      });
      return await read(response);
    } catch {
      return transportFailure(
        controller.signal.aborted ? 'timeout' : 'network',
        lang,
        opts.toast ?? true,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  const answerOf = async (response: Response): Promise<Answer> => ({
    status: response.status,
    body: parseEnvelope(await response.text()),
  });

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const payload =
      opts.body === undefined
        ? {}
        : { body: JSON.stringify(opts.body), contentType: 'application/json' };
    return settle<T>(await send(method, path, opts, payload, answerOf), opts.toast ?? true);
  }

  /** GETs a file the server makes; a refusal comes as the JSON envelope and rejects like any call. */
  async function getFile(path: string, opts: RequestOptions = {}): Promise<Blob> {
    const got = await send(
      'GET',
      path,
      opts,
      {},
      async (response): Promise<{ file: Blob } | { answer: Answer }> => {
        const isEnvelope =
          (response.headers.get('content-type') ?? '').includes('application/json') || !response.ok;
        return isEnvelope ? { answer: await answerOf(response) } : { file: await response.blob() };
      },
    );
    return 'file' in got ? got.file : settle<never>(got.answer, opts.toast ?? true);
  }

  /**
   * POSTs form data (text fields and files; the browser sets the multipart boundary), reporting
   * the bytes sent to `onProgress`; `signal` cancels it.
   */
  async function postForm<T>(path: string, form: FormData, opts: FormOptions = {}): Promise<T> {
    const lang = options.language();
    const toast = opts.toast ?? true;
    let answer: Answer;
    try {
      answer = await xhrPost(buildUrl(base, path, opts.query), headersFor(lang), form, {
        ...opts,
        timeoutMs: opts.timeoutMs ?? timeoutMs,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return transportFailure(
        (error as Error).message === 'timeout' ? 'timeout' : 'network',
        lang,
        toast,
      );
    }
    return settle<T>(answer, toast);
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body: body ?? {} }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body: body ?? {} }),
    del: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
    postForm,
    getFile,
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
  transportText: (kind) =>
    i18n.t(kind === 'timeout' ? 'errors.timeout' : 'errors.network', { ns: 'common' }),
});
