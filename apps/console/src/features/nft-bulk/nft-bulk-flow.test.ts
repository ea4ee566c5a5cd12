import { describe, expect, it } from 'vitest';
import {
  NFT_BULK_POLL_MS,
  NFT_BULK_POLL_TRIES,
  NFT_BULK_SLOW_POLL_MS,
  type NftBulkSchedule,
} from '@mintfront/domain';
import { bulkPollDelay } from '../../api/nft-bulk.ts';
import { bulkSteps, bulkViewOf, refusedRows, resumable } from './nft-bulk-flow.ts';

const schedule = (over: Partial<NftBulkSchedule>): NftBulkSchedule => ({
  id: 7,
  state: 'verifying',
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
  ...over,
});

describe('the /multiple state machine (spec doc 1 §4)', () => {
  it('shows the files form until a bulk creation exists, then its state', () => {
    expect(bulkViewOf(undefined)).toBe('files');
    expect(bulkViewOf(null)).toBe('files');
    expect(bulkViewOf(schedule({ state: 'partialSuccess' }))).toBe('partialSuccess');
  });

  it.each([
    ['files', 0, 'process'],
    ['verifying', 1, 'process'],
    ['verificationFailed', 1, 'error'],
    ['verified', 1, 'finish'],
    ['creating', 2, 'process'],
    ['success', 2, 'finish'],
    ['partialSuccess', 2, 'finish'],
    ['failed', 2, 'error'],
  ] as const)('%s is step %i, %s', (view, current, status) => {
    expect(bulkSteps(view)).toEqual({ current, status });
  });

  it('picks up a bulk creation being verified, awaiting confirmation or being created, not a finished one', () => {
    for (const state of ['verifying', 'verified', 'creating'] as const)
      expect(resumable(schedule({ state }))).toBe(true);
    for (const state of ['verificationFailed', 'success', 'partialSuccess', 'failed'] as const)
      expect(resumable(schedule({ state }))).toBe(false);
    expect(resumable(null)).toBe(false);
  });

  it('counts rows refused when verifying and failed when creating', () => {
    expect(refusedRows(schedule({ invalid: 2, failed: 3 }))).toBe(5);
  });
});

describe('polling (spec doc 1 §9: 500 ms up to 100 times)', () => {
  it('asks every 500 ms for the first 100 asks, then every 5 s, while the server works', () => {
    expect(bulkPollDelay('verifying', 0)).toBe(NFT_BULK_POLL_MS);
    expect(bulkPollDelay('creating', NFT_BULK_POLL_TRIES - 1)).toBe(500);
    expect(bulkPollDelay('creating', NFT_BULK_POLL_TRIES)).toBe(NFT_BULK_SLOW_POLL_MS);
  });

  it('stops asking once the state is settled', () => {
    for (const state of [
      'verificationFailed',
      'verified',
      'success',
      'partialSuccess',
      'failed',
    ] as const)
      expect(bulkPollDelay(state, 3)).toBe(false);
    expect(bulkPollDelay(undefined, 0)).toBe(false);
  });
});
