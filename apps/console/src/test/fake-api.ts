import { vi } from 'vitest';

// The server's side of a console screen in component tests: the answers it gives and the
// requests the screen sent. The server's own rules are tested against the real server.

export type SentRequest = { method: string; url: string; body: unknown };
export type Answer = { statusCode: number; statusDesc: string; data: unknown };

export const ok = (data: unknown): Answer => ({ statusCode: 0, statusDesc: 'ok', data });
export const fail = (statusCode: number, statusDesc: string, data: unknown = null): Answer => ({
  statusCode,
  statusDesc,
  data,
});
/** An answer without an envelope, as a crashed server or its proxy gives (spec doc 1 §7: HTTP 500). */
export const httpError = (status: number) =>
  new Response('Internal Server Error', { status, headers: { 'Content-Type': 'text/plain' } });
/** A list answer of API.md's list contract. */
export const page = <T>(list: T[]) => ok({ list, total: list.length, lastPage: 1 });

/**
 * Signs in to shop 9 and answers every fetch with `answer(request)` (an envelope, or a Response
 * such as `httpError(500)`); an undefined answer is 40400.
 * Answers the requests sent, and `last(method, path)` — the newest one to that path.
 */
export function fakeApi(answer: (request: SentRequest) => Answer | Response | undefined) {
  localStorage.setItem('Token', 't');
  localStorage.setItem('uid', '1');
  localStorage.setItem('shopId', '9');
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(request);
    const a = answer(request) ?? fail(40400, 'Not found');
    return a instanceof Response
      ? a
      : new Response(JSON.stringify(a), { headers: { 'Content-Type': 'application/json' } });
  });
  return {
    sent,
    last: (method: string, path: string) =>
      sent
        .filter((r) => r.method === method && new URL(r.url, 'http://x').pathname === path)
        .at(-1),
  };
}
