import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NFT_BULK_BUSY_STATES,
  NFT_BULK_POLL_MS,
  NFT_BULK_POLL_TRIES,
  NFT_BULK_SLOW_POLL_MS,
  type ListPage,
  type NftBulkFile,
  type NftBulkRowError,
  type NftBulkSchedule,
  type NftBulkState,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { saveFile } from './save-file.ts';
import { useSession } from './session.ts';

const quiet = { toast: false } as const;

/**
 * spec doc 1 §9: while the server verifies or creates, ask every 500 ms up to 100 times; then
 * (ours) every 5 s, the screen saying it is still working. Stop once the state is settled.
 */
export function bulkPollDelay(state: NftBulkState | undefined, asked: number): number | false {
  if (!state || !NFT_BULK_BUSY_STATES.includes(state)) return false;
  return asked < NFT_BULK_POLL_TRIES ? NFT_BULK_POLL_MS : NFT_BULK_SLOW_POLL_MS;
}

type ScheduleQueryState = {
  data?: NftBulkSchedule;
  dataUpdateCount: number;
  errorUpdateCount: number;
};

/**
 * The fetches made so far (answers and failures): the asks spec §9 counts. TanStack Query calls
 * `refetchInterval` on every update and render, several times a fetch, so its calls are no count.
 */
const fetchesOf = (state: ScheduleQueryState) => state.dataUpdateCount + state.errorUpdateCount;

/**
 * GET /api/tokens/multipleCreate/schedule?id=: the bulk creation's state and progress, polled per
 * bulkPollDelay; the quick asks are counted afresh each time the state changes (verifying, then creating).
 */
export function useNftBulkSchedule(id: number | undefined) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.nftBulk.detail(id ?? 0);
  // The state polled and the number of fetches made when it was first seen.
  const phase = useRef<{ state?: NftBulkState; from: number }>({ from: 0 });
  const delayOf = (state: ScheduleQueryState | undefined) => {
    const polled = state?.data?.state;
    const fetches = state ? fetchesOf(state) : 0;
    if (phase.current.state !== polled) phase.current = { state: polled, from: fetches };
    return bulkPollDelay(polled, fetches - phase.current.from);
  };
  const query = useQuery({
    queryKey,
    queryFn: () =>
      api.get<NftBulkSchedule>('/api/tokens/multipleCreate/schedule', { query: { id } }),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: (query) => delayOf(query.state),
    // Re-render after every ask, also one answering the same progress, so `slow` is current.
    notifyOnChangeProps: ['data', 'error', 'isLoading', 'dataUpdatedAt', 'errorUpdatedAt'],
  });
  // Past the quick asks the screen says the server is still working.
  const slow =
    delayOf(queryClient.getQueryState<NftBulkSchedule>(queryKey)) === NFT_BULK_SLOW_POLL_MS;
  return { schedule: query.data, isLoading: query.isLoading, error: query.error, slow };
}

/** GET …/schedule without an id: the member's latest bulk creation in this store, or null. */
export function useLatestNftBulk(enabled: boolean) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.nftBulk.detail(`latest-${shopId}`),
    queryFn: () => api.get<NftBulkSchedule | null>('/api/tokens/multipleCreate/schedule'),
    enabled: enabled && Boolean(shopId),
    staleTime: 0,
  });
}

export type NftBulkStart = {
  type: 1 | 2;
  files: NftBulkFile[];
  info: File;
  metadata?: File | null;
};

/** POST /api/tokens/multipleCreate: text fields first, then the info (XLSX) and metadata (JSON) files. */
export function useStartNftBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, files, info, metadata }: NftBulkStart) => {
      const form = new FormData();
      form.append('type', String(type));
      form.append('files', JSON.stringify(files));
      form.append('info', info, info.name);
      if (metadata) form.append('metadata', metadata, metadata.name);
      return api.postForm<NftBulkSchedule>('/api/tokens/multipleCreate', form, quiet);
    },
    onSuccess: (s) => queryClient.setQueryData(queryKeys.nftBulk.detail(s.id), s),
  });
}

/** POST …/confirm: create the verified rows (with skip_invalid, the valid rows of a file that also has bad ones). */
export function useConfirmNftBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; skip_invalid?: boolean }) =>
      api.post<NftBulkSchedule>('/api/tokens/multipleCreate/confirm', body, quiet),
    onSuccess: (s) => {
      queryClient.setQueryData(queryKeys.nftBulk.detail(s.id), s);
      void queryClient.invalidateQueries({ queryKey: queryKeys.nfts.lists() });
    },
  });
}

/** GET …/errors: the refused rows by line, a page at a time. */
export function useNftBulkErrors(id: number, page: number, limit: number, version: string) {
  return useQuery({
    queryKey: queryKeys.nftBulk.list({ id, page, limit, version }),
    queryFn: () =>
      api.get<ListPage<NftBulkRowError>>('/api/tokens/multipleCreate/errors', {
        query: { id, page, limit },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The XLSX to fill: its columns, a guide and the store's collection and category IDs. */
export const downloadBulkTemplate = async () =>
  saveFile(
    await api.getFile('/api/tokens/multipleCreate/template', quiet),
    'nft-bulk-template.xlsx',
  );
/** The refused rows as written, with their line and reasons: fix them and send the file again. */
export const downloadBulkReport = async (id: number) =>
  saveFile(
    await api.getFile('/api/tokens/multipleCreate/report', { query: { id }, toast: false }),
    `nft-bulk-${id}-report.xlsx`,
  );
