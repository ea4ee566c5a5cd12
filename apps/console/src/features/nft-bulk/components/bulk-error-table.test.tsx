import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NftBulkRowError, NftBulkSchedule } from '@mintfront/domain';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkErrorTable } from './bulk-error-table.tsx';

const schedule = {
  id: 7,
  state: 'partialSuccess',
  type: 2,
  infoName: 'nfts.xlsx',
  rows: 30,
  valid: 5,
  invalid: 25,
  progress: { done: 5, total: 5 },
  created: 4,
  failed: 1,
  problem: null,
  createdAt: '2026-01-01T00:00:00Z',
  finishedAt: null,
} as NftBulkSchedule;
const rowsOf = (from: number, n: number): NftBulkRowError[] =>
  Array.from({ length: n }, (_, i) => ({
    line: from + i,
    title: `NFT ${from + i}`,
    file: `f${from + i}.png`,
    state: from + i === 2 ? 'failed' : 'invalid',
    messages: [`Reason of line ${from + i}`],
  }));

afterEach(() => vi.restoreAllMocks());

describe('BulkErrorTable: the refused rows by line', () => {
  it('lists a page of rows with their line, name, file and reasons, marks the ones that failed while creating, and pages through them', async () => {
    const api = fakeApi((r) => {
      const url = new URL(r.url, 'http://x');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return ok({
        list: rowsOf(2 + (page - 1) * limit, Math.min(limit, 26 - (page - 1) * limit)),
        total: 26,
        lastPage: Math.ceil(26 / limit),
      });
    });
    renderWithProviders(<BulkErrorTable schedule={schedule} />);
    const table = await screen.findByTestId('bulk-errors');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'NFT 2', 'f2.png', 'Not createdReason of line 2']);
    expect(api.last('GET', '/api/tokens/multipleCreate/errors')!.url).toContain(
      'id=7&page=1&limit=10',
    );

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('NFT 22'));
    expect(api.last('GET', '/api/tokens/multipleCreate/errors')!.url).toContain('page=3&limit=10');
  });
});
