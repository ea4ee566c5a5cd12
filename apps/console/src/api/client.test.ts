import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type Language } from '@mintfront/domain';
import i18n from '../i18n/index.ts';
import { zh } from '../i18n/zh/index.ts';
import { ApiError, TIMEOUT_CODE } from './api-error.ts';
import { api, createApiClient } from './client.ts';
import { SESSION_KEYS, startSession, setShopId, getSession } from './session.ts';

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
let seen: Seen;
let server: http.Server;
let base: string;

// A real HTTP server answering the envelopes of docs/api.md by path.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    // jsdom's XMLHttpRequest (the upload variant) calls from another origin and asks first.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
        'access-control-allow-methods': 'GET, POST',
      });
      return res.end();
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const path = req.url!.split('?')[0];
      if (path === '/api/ok')
        return json(200, { statusCode: 0, statusDesc: 'success', data: { hello: 'world' } });
      if (path === '/api/unauthorized')
        return json(200, { statusCode: 401, statusDesc: 'Please log in again', data: null });
      if (path === '/api/no-access')
        return json(200, {
          statusCode: 40003,
          statusDesc: 'You do not have access to this store',
          data: null,
        });
      if (path === '/api/no-shop')
        return json(200, { statusCode: 40012, statusDesc: 'Select a store first', data: null });
      if (path === '/api/crash')
        return json(500, { statusCode: 500, statusDesc: 'Internal Server Error', data: null });
      if (path === '/api/business')
        return json(200, {
          statusCode: 41004,
          statusDesc: 'Store name already exists',
          data: { x: 1 },
        });
      if (path === '/api/file') {
        res.writeHead(200, {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        });
        return res.end('xlsx bytes');
      }
      if (path === '/api/slow')
        return setTimeout(() => json(200, { statusCode: 0, statusDesc: 'success', data: {} }), 500);
      json(404, { statusCode: 40400, statusDesc: 'Not found', data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let navigations: string[];
let toasts: string[];
function client(timeoutMs = 2_000, language: () => Language = () => 'en') {
  return createApiClient({
    baseUrl: base,
    timeoutMs,
    language,
    navigate: (to) => navigations.push(to),
    notify: (text) => toasts.push(text),
  });
}

beforeEach(() => {
  navigations = [];
  toasts = [];
});

describe('API client (spec doc 1 §7)', () => {
  it('answers the data of a statusCode 0 envelope', async () => {
    await expect(client().get('/api/ok')).resolves.toEqual({ hello: 'world' });
  });

  it('sends the bearer token, user id, shop id and language headers', async () => {
    startSession('tok-123', 7);
    setShopId(42);
    await client().post('/api/ok', { a: 1 });
    expect(seen.method).toBe('POST');
    expect(seen.headers.authorization).toBe('Bearer tok-123');
    expect(seen.headers['x-user-id']).toBe('7');
    expect(seen.headers['x-shop-id']).toBe('42');
    expect(seen.headers['accept-language']).toBe('en');
    expect(JSON.parse(seen.body)).toEqual({ a: 1 });
  });

  it('sends query parameters and leaves out empty ones', async () => {
    await client().get('/api/ok', { query: { type: 'owned', page: 1, search: undefined } });
    expect(seen.url).toBe('/api/ok?type=owned&page=1');
  });

  it('on statusCode 401 clears the session and goes to /login', async () => {
    startSession('tok-123', 7);
    setShopId(42);
    await expect(client().get('/api/unauthorized')).rejects.toMatchObject({ statusCode: 401 });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(getSession()).toEqual({ token: null, uid: null, shopId: null });
    expect(navigations).toEqual(['/login']);
  });

  it('on statusCode 401 on a console page keeps that page to come back to (issue 22)', async () => {
    window.history.pushState({}, '', '/Discount?page=2');
    try {
      startSession('tok-123', 7);
      await expect(client().get('/api/unauthorized')).rejects.toMatchObject({ statusCode: 401 });
      expect(navigations).toEqual(['/login?redirect=%2FDiscount%3Fpage%3D2']);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it.each([40003, 40012])('on statusCode %i goes to /select-store', async (code) => {
    startSession('tok-123', 7);
    setShopId(42);
    await expect(
      client().get(code === 40003 ? '/api/no-access' : '/api/no-shop'),
    ).rejects.toMatchObject({ statusCode: code });
    expect(navigations).toEqual(['/select-store']);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok-123');
  });

  it("on HTTP 500 rejects with 'Internal Server Error'", async () => {
    const error = await client()
      .get('/api/crash')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Internal Server Error');
    expect(navigations).toEqual([]);
  });

  it('on HTTP 500 rejects and toasts in the language the user has when it answers', async () => {
    let lang: Language = 'en';
    const call = client(2_000, () => lang).get('/api/crash');
    lang = 'zh';
    const error = (await call.catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(ERRORS.SERVER_ERROR.zh);
    expect(error.statusCode).toBe(500);
    expect(toasts).toEqual([ERRORS.SERVER_ERROR.zh]);
  });

  it('rejects any other non-zero statusCode with the body and toasts statusDesc', async () => {
    const error = (await client()
      .get('/api/business')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual({
      statusCode: 41004,
      statusDesc: 'Store name already exists',
      data: { x: 1 },
    });
    expect(toasts).toEqual(['Store name already exists']);
  });

  it('lets a caller that shows the error on its form opt out of the toast', async () => {
    await expect(client().get('/api/business', { toast: false })).rejects.toMatchObject({
      statusCode: 41004,
    });
    expect(toasts).toEqual([]);
  });

  it('aborts a call that outlives the timeout', async () => {
    const started = Date.now();
    const error = (await client(100)
      .get('/api/slow')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(-1);
    expect(Date.now() - started).toBeLessThan(450);
  });
});

describe('API client: forms, files and uploads go the way JSON calls go (spec doc 1 §7)', () => {
  const form = () => {
    const f = new FormData();
    f.append('name', 'list');
    f.append('file', new Blob(['0xabc']), 'addresses.csv');
    return f;
  };
  const variants = {
    'a JSON call': (path: string) => client().get(path),
    'a form post (an upload, a whitelist file)': (path: string) => client().postForm(path, form()),
    'a file download': (path: string) => client().getFile(path),
  };
  const each = Object.entries(variants);

  it.each(each)(
    '%s sends the bearer token, user id, shop id and language headers',
    async (_name, call) => {
      startSession('tok-123', 7);
      setShopId(42);
      await call('/api/ok');
      expect(seen.headers.authorization).toBe('Bearer tok-123');
      expect(seen.headers['x-user-id']).toBe('7');
      expect(seen.headers['x-shop-id']).toBe('42');
      expect(seen.headers['accept-language']).toBe('en');
    },
  );

  it.each(each)('%s: statusCode 401 clears the session and goes to /login', async (_name, call) => {
    startSession('tok-123', 7);
    setShopId(42);
    await expect(call('/api/unauthorized')).rejects.toMatchObject({ statusCode: 401 });
    expect(getSession()).toEqual({ token: null, uid: null, shopId: null });
    expect(navigations).toEqual(['/login']);
  });

  it.each(
    each.flatMap(([name, call]) => [[name, 40003, call] as const, [name, 40012, call] as const]),
  )('%s: statusCode %d forgets the store and goes to /select-store', async (_name, code, call) => {
    startSession('tok-123', 7);
    setShopId(42);
    await expect(call(code === 40003 ? '/api/no-access' : '/api/no-shop')).rejects.toMatchObject({
      statusCode: code,
    });
    expect(navigations).toEqual(['/select-store']);
    expect(getSession()).toEqual({ token: 'tok-123', uid: '7', shopId: null });
  });

  // Uploads and the whitelist file show their errors themselves (toast: false, docs/decisions.md):
  // the sign-out and the store change still happen, as for any call.
  it.each([
    [401, '/api/unauthorized', '/login', { token: null, uid: null, shopId: null }],
    [40003, '/api/no-access', '/select-store', { token: 'tok-123', uid: '7', shopId: null }],
  ] as const)(
    'a form post that toasts nothing itself: statusCode %d still goes to its screen',
    async (code, path, screen, session) => {
      startSession('tok-123', 7);
      setShopId(42);
      await expect(client().postForm(path, form(), { toast: false })).rejects.toMatchObject({
        statusCode: code,
      });
      expect(navigations).toEqual([screen]);
      expect(getSession()).toEqual(session);
      expect(toasts).toEqual([]);
    },
  );

  it.each(each)(
    '%s: another statusCode rejects with the body and toasts statusDesc',
    async (_name, call) => {
      const error = (await call('/api/business').catch((e: unknown) => e)) as ApiError;
      expect(error.body).toEqual({
        statusCode: 41004,
        statusDesc: 'Store name already exists',
        data: { x: 1 },
      });
      expect(toasts).toEqual(['Store name already exists']);
    },
  );

  it.each(each)("%s: HTTP 500 rejects with 'Internal Server Error'", async (_name, call) => {
    const error = (await call('/api/crash').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(500);
    expect(toasts).toEqual(['Internal Server Error']);
  });

  it('a form post sends its fields and files as multipart form data, reports the bytes sent and answers the data', async () => {
    const sent: number[] = [];
    await expect(
      client().postForm('/api/ok', form(), { onProgress: (loaded) => sent.push(loaded) }),
    ).resolves.toEqual({ hello: 'world' });
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="file"; filename="addresses.csv"');
    expect(seen.body).toContain('0xabc');
    expect(sent.at(-1)).toBeGreaterThan(0);
  });

  it('a cancelled form post rejects with an AbortError and toasts nothing', async () => {
    const cancel = new AbortController();
    const call = client()
      .postForm('/api/slow', form(), { signal: cancel.signal })
      .catch((e: unknown) => e);
    cancel.abort();
    const error = (await call) as DOMException;
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
    expect(toasts).toEqual([]);
  });

  it('a form post that outlives its timeout rejects with the timeout code', async () => {
    const error = (await client()
      .postForm('/api/slow', form(), { timeoutMs: 100 })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(TIMEOUT_CODE);
  });

  it('a file download answers the file the server made', async () => {
    const file = await client().getFile('/api/file');
    expect(await file.text()).toBe('xlsx bytes');
  });
});

describe("the console's client: errors a screen shows itself are in i18next's language", () => {
  async function rejectionInChinese(fetch: () => Promise<Response>) {
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetch);
    await i18n.changeLanguage('zh');
    try {
      return (
        (await api.post('/api/boxes', {}, { toast: false }).catch((e: unknown) => e)) as ApiError
      ).message;
    } finally {
      await i18n.changeLanguage('en');
      vi.restoreAllMocks();
    }
  }

  it('HTTP 500', async () => {
    expect(
      await rejectionInChinese(async () => new Response('Internal Server Error', { status: 500 })),
    ).toBe(ERRORS.SERVER_ERROR.zh);
  });

  it('a network failure', async () => {
    expect(await rejectionInChinese(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      zh.common.errors.network,
    );
  });
});
