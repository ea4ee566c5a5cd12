import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NFT_BULK_POLL_MS,
  NFT_BULK_POLL_TRIES,
  NFT_BULK_SLOW_POLL_MS,
  type NftBulkSchedule,
  type NftBulkState,
} from '@mintfront/domain';
import { fakeApi, ok } from '../test/fake-api.ts';
import { testQueryClient } from '../test/render.tsx';
import { useNftBulkSchedule } from './nft-bulk.ts';

const schedule = (state: NftBulkState): NftBulkSchedule => ({
  id: 7,
  state,
  type: 2,
  infoName: 'nfts.xlsx',
  rows: 0,
  valid: 0,
  invalid: 0,
  progress: { done: 0, total: 0 },
  created: 0,
  failed: 0,
  problem: null,
  createdAt: '2026-01-01T00:00:00Z',
  finishedAt: null,
});

/** Answers the schedule with the state `stateOf(n)` for the n-th ask (from 1) and counts the asks. */
function fakeSchedule(stateOf: (n: number) => NftBulkState) {
  const asks = { count: 0 };
  fakeApi(({ url }) => {
    if (new URL(url, 'http://x').pathname !== '/api/tokens/multipleCreate/schedule')
      return undefined;
    asks.count += 1;
    return ok(schedule(stateOf(asks.count)));
  });
  return asks;
}

/** The hook on real TanStack Query, re-rendered on every update as a screen is. */
function renderSchedule() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useNftBulkSchedule(7), { wrapper });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Waits `NFT_BULK_POLL_TRIES` quick intervals, checking one ask each. */
async function expectQuickAsks(asks: { count: number }) {
  for (let i = 1; i <= NFT_BULK_POLL_TRIES; i++) {
    const before = asks.count;
    await wait(NFT_BULK_POLL_MS);
    expect(asks.count, `quick ask ${i}`).toBe(before + 1);
  }
}

describe('bulk creation polling (spec doc 1 §9: 500 ms up to 100 times)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks 100 times at 500 ms after the first answer, then every 5 s and says it is still working', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const asks = fakeSchedule(() => 'verifying');
    const { result } = renderSchedule();
    await wait(0);
    expect(asks.count).toBe(1);

    await expectQuickAsks(asks);
    expect(asks.count).toBe(1 + NFT_BULK_POLL_TRIES);
    await wait(1); // the hook re-renders on the next tick
    expect(result.current.slow).toBe(true);
    await wait(NFT_BULK_SLOW_POLL_MS - 2);
    expect(asks.count).toBe(1 + NFT_BULK_POLL_TRIES);
    await wait(1);
    expect(asks.count).toBe(2 + NFT_BULK_POLL_TRIES);
  });

  it('counts the quick asks afresh when the state changes, and stops once it is settled', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    // Verifying for the first answer and 50 asks, creating for the next 100 and more.
    const asks = fakeSchedule((n) => (n <= 51 ? 'verifying' : n <= 151 ? 'creating' : 'success'));
    const { result } = renderSchedule();
    await wait(0);
    for (let i = 0; i < 50; i++) await wait(NFT_BULK_POLL_MS);
    expect(asks.count).toBe(51);
    // The first answer saying creating starts the count again: 100 quick asks follow it.
    await wait(NFT_BULK_POLL_MS);
    expect(asks.count).toBe(52);
    await wait(1); // the hook re-renders on the next tick
    expect(result.current.schedule?.state).toBe('creating');
    expect(result.current.slow).toBe(false);
    await expectQuickAsks(asks);
    expect(asks.count).toBe(152);
    await wait(1);
    expect(result.current.schedule?.state).toBe('success');
    await wait(NFT_BULK_SLOW_POLL_MS * 2);
    expect(asks.count).toBe(152);
  });
});
