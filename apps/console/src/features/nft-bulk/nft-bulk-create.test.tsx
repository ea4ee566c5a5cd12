import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NftBulkRowError, NftBulkSchedule } from '@mintfront/domain';
import { fakeApi, ok, type SentRequest } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import NftBulkCreate from './nft-bulk-create.tsx';

// The server's answers in order; its own rules are tested against the real server (nft-bulk*.test.ts).

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
const ERRORS: NftBulkRowError[] = [
  {
    line: 3,
    title: 'Dragon',
    file: 'dragon.png',
    state: 'invalid',
    messages: ['Copies must contain numbers only'],
  },
  {
    line: 9,
    title: 'Song',
    file: 'song.mp3',
    state: 'invalid',
    messages: ['A preview image is required for MP3 content', 'Rank cannot exceed 4'],
  },
];
const pathOf = (r: SentRequest) => new URL(r.url, 'http://x');
const render = (at = '/multiple?id=7') =>
  renderRoutes([{ path: '/multiple', element: <NftBulkCreate /> }], { at });

afterEach(() => vi.restoreAllMocks());

describe('/multiple: verification (spec doc 1 §4)', () => {
  it('polls while verifying, then shows the refused rows by line with every reason', async () => {
    let asks = 0;
    const api = fakeApi((r) => {
      const url = pathOf(r);
      if (url.pathname === '/api/tokens/multipleCreate/schedule') {
        asks += 1;
        return ok(
          asks < 3
            ? schedule({ progress: { done: asks * 10, total: 0 } })
            : schedule({
                state: 'verificationFailed',
                rows: 5,
                valid: 3,
                invalid: 2,
                progress: { done: 5, total: 5 },
              }),
        );
      }
      if (url.pathname === '/api/tokens/multipleCreate/errors')
        return ok({ list: ERRORS, total: 2, lastPage: 1 });
      return undefined;
    });
    render();
    expect(await screen.findByTestId('bulk-progress-text')).toHaveTextContent('Rows checked: ');
    expect(
      await screen.findByText('Verification failed', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bulk-outcome-text')).toHaveTextContent(
      '2 of 5 rows have errors. Fix them in the file and verify again, or create the 3 valid rows now.',
    );

    const table = await screen.findByTestId('bulk-errors');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'Dragon', 'dragon.png', 'Copies must contain numbers only'],
      ['9', 'Song', 'song.mp3', 'A preview image is required for MP3 contentRank cannot exceed 4'],
    ]);
    expect(api.last('GET', '/api/tokens/multipleCreate/errors')!.url).toContain('id=7');
    // Settled: no more asking.
    const settled = asks;
    await new Promise((r) => setTimeout(r, 1200));
    expect(asks).toBe(settled);
  });

  it('a whole-file problem is shown without a table or a create button', async () => {
    fakeApi((r) =>
      pathOf(r).pathname === '/api/tokens/multipleCreate/schedule'
        ? ok(
            schedule({
              state: 'verificationFailed',
              problem: 'The info file has more than the 10,000 rows allowed',
            }),
          )
        : undefined,
    );
    render();
    expect(await screen.findByTestId('bulk-outcome-text')).toHaveTextContent(
      'The info file has more than the 10,000 rows allowed',
    );
    expect(screen.queryByTestId('bulk-errors')).toBeNull();
    expect(screen.queryByTestId('bulk-create-valid')).toBeNull();
  });
});

describe('/multiple: creating', () => {
  it('creates the valid rows of a file with bad ones (skip_invalid), follows the progress and ends in partial success with the report', async () => {
    let state: NftBulkSchedule = schedule({
      state: 'verificationFailed',
      rows: 5,
      valid: 3,
      invalid: 2,
      progress: { done: 5, total: 5 },
    });
    let asks = 0;
    const api = fakeApi((r) => {
      const url = pathOf(r);
      if (url.pathname === '/api/tokens/multipleCreate/confirm') {
        state = { ...state, state: 'creating', progress: { done: 0, total: 3 } };
        return ok(state);
      }
      if (url.pathname === '/api/tokens/multipleCreate/schedule') {
        if (state.state === 'creating' && ++asks >= 2)
          state = {
            ...state,
            state: 'partialSuccess',
            created: 3,
            progress: { done: 3, total: 3 },
          };
        else if (state.state === 'creating') state = { ...state, progress: { done: 1, total: 3 } };
        return ok(state);
      }
      if (url.pathname === '/api/tokens/multipleCreate/errors')
        return ok({ list: ERRORS, total: 2, lastPage: 1 });
      return undefined;
    });
    render();
    fireEvent.click(await screen.findByTestId('bulk-create-valid'));
    await waitFor(() =>
      expect(api.last('POST', '/api/tokens/multipleCreate/confirm')?.body).toEqual({
        id: 7,
        skip_invalid: true,
      }),
    );
    expect(await screen.findByTestId('bulk-progress-text')).toHaveTextContent(/of 3 rows done/);
    expect(await screen.findByText('Partial success', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByTestId('bulk-outcome-text')).toHaveTextContent(
      'NFTs created: 3. Rows not created: 2;',
    );
    expect(screen.getByTestId('bulk-report')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-view-nfts')).toBeInTheDocument();
  });

  it('confirms a verified file and shows success', async () => {
    let state = schedule({ state: 'verified', rows: 2, valid: 2, progress: { done: 2, total: 2 } });
    const api = fakeApi((r) => {
      const url = pathOf(r);
      if (url.pathname === '/api/tokens/multipleCreate/confirm')
        state = { ...state, state: 'success', created: 2, progress: { done: 2, total: 2 } };
      return url.pathname.startsWith('/api/tokens/multipleCreate/') ? ok(state) : undefined;
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create the NFTs (2)' }));
    expect(await screen.findByText('Every NFT was created (2)')).toBeInTheDocument();
    expect(api.last('POST', '/api/tokens/multipleCreate/confirm')!.body).toEqual({ id: 7 });
    expect(screen.queryByTestId('bulk-report')).toBeNull();
  });
});

describe('/multiple: the files step', () => {
  it('checks the form before sending: interface, folder and info file are required', async () => {
    const api = fakeApi((r) =>
      pathOf(r).pathname === '/api/tokens/multipleCreate/schedule' ? ok(null) : undefined,
    );
    render('/multiple');
    fireEvent.click(await screen.findByTestId('bulk-submit'));
    expect(await screen.findByText('Interface is required')).toBeInTheDocument();
    expect(screen.getByText('Content folder is required')).toBeInTheDocument();
    expect(screen.getByText('Info file (XLSX) is required')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('picks up the member’s bulk creation still being worked on', async () => {
    fakeApi((r) => {
      const url = pathOf(r);
      if (url.pathname !== '/api/tokens/multipleCreate/schedule') return undefined;
      return ok(schedule({ id: 12, state: 'creating', valid: 4, progress: { done: 1, total: 4 } }));
    });
    const { router } = render('/multiple');
    expect(await screen.findByTestId('bulk-progress-text')).toHaveTextContent('1 of 4 rows done');
    expect(router.state.location.search).toBe('?id=12');
  });
});
