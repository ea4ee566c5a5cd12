import i18n, { currentLanguage } from '../i18n/index.ts';
import { ApiError, NETWORK_CODE } from './api-error.ts';
import { getSession } from './session.ts';

/** The headers every signed-in call carries (spec doc 1 §7), for calls the JSON client cannot make. */
export function sessionHeaders(): Record<string, string> {
  const { token, uid, shopId } = getSession();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (uid) headers['X-User-Id'] = uid;
  if (shopId) headers['X-Shop-Id'] = shopId;
  return headers;
}

type Envelope = { statusCode?: number; statusDesc?: string; data?: unknown };

const networkError = () => new ApiError(NETWORK_CODE, i18n.t('errors.network', { ns: 'common' }));

/** POSTs form data (text fields and files) and answers the envelope's data, or rejects with it. */
export async function postMultipart<T>(path: string, form: FormData): Promise<T> {
  let body: Envelope | null = null;
  let status = 0;
  try {
    const response = await fetch(path, { method: 'POST', headers: sessionHeaders(), body: form });
    status = response.status;
    body = (await response.json().catch(() => null)) as Envelope | null;
  } catch {
    throw networkError();
  }
  if (body?.statusCode === 0) return body.data as T;
  throw new ApiError(body?.statusCode ?? status, body?.statusDesc ?? `HTTP ${status}`, body?.data ?? null);
}

/**
 * GETs a file the server makes (an XLSX) and hands it to the browser as a download named
 * `fileName`; a refusal comes as the JSON envelope and rejects like any call.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: sessionHeaders() });
  } catch {
    throw networkError();
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json') || !response.ok) {
    const body = (await response.json().catch(() => null)) as Envelope | null;
    throw new ApiError(body?.statusCode ?? response.status, body?.statusDesc ?? `HTTP ${response.status}`, body?.data ?? null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
