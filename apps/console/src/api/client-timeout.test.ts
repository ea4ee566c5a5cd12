import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@mintfront/domain';
import { ApiError, TIMEOUT_CODE } from './api-error.ts';
import { api, createApiClient } from './client.ts';

// The default timeout is read on fake time, so the test does not wait 60 s (its own file: fake
// timers must not meet the real HTTP server of client.test.ts).
describe('API client default timeout (spec doc 1 §7: 60 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A fetch that answers only when its call is aborted, as a server that never replies. */
  function hangingFetch(aborted: { at: number | null }): typeof globalThis.fetch {
    return (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init!.signal!.addEventListener('abort', () => {
          aborted.at = Date.now();
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
  }

  it('is 60 000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  /** Starts a call on fake time and checks it is aborted at 60 s exactly, not a millisecond before. */
  async function expectAbortAtSixtySeconds(
    start: (fetch: typeof globalThis.fetch) => Promise<unknown>,
  ) {
    const aborted = { at: null as number | null };
    const started = Date.now();
    const call = start(hangingFetch(aborted)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(aborted.at).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted.at! - started).toBe(60_000);
    const error = (await call) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(TIMEOUT_CODE);
  }

  it('a client created without timeoutMs gives up after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await expectAbortAtSixtySeconds((fetch) =>
      createApiClient({ language: () => 'en', navigate: () => {}, notify: () => {}, fetch }).get(
        '/api/ok',
      ),
    );
  });

  it("the console's own client gives up after 60 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await expectAbortAtSixtySeconds((fetch) => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(fetch);
      return api.get('/api/ok', { toast: false });
    });
  });
});
