import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Airdrop,
  AirdropClaim,
  AirdropCreateInput,
  DropClaimState,
  DropCreateInput,
  DropStatusName,
  DropView,
  EventStatus,
  ListPage,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

// The launchpad's console calls (spec doc 2 §7; API.md "Launchpad"; mask 128).

const quiet = { toast: false } as const;

/**
 * How often a list or detail showing something live asks again, so its claimed counts follow the
 * chain (the server learns claims from the indexer); nothing is asked while nothing is live.
 */
export const LIVE_REFETCH_MS = 10_000;
const DROP_MOVING: readonly DropStatusName[] = ['Processing', 'Live'];
const AIRDROP_MOVING: readonly EventStatus[] = ['Live'];

const everyWhileLive =
  <T>(moving: (row: T) => boolean) =>
  (query: { state: { data: T | undefined } }) =>
    query.state.data !== undefined && moving(query.state.data) ? LIVE_REFETCH_MS : false;

export type Paging = { page: number; limit: number };
export type DropsFilter = Paging & { status?: string; search?: string };

/** One claim of a drop, as GET /api/drop/nft/claim/{id}/{x} answers it. */
export type DropClaim = {
  id: number;
  wallet: string;
  phase: number;
  phaseName: string | null;
  quantity: number;
  amount: string;
  status: DropClaimState;
  firstTokenId: number | null;
  txHash: string | null;
  createdAt: string;
  confirmedAt: string | null;
};

/** GET /api/drop: a page of the store's drops (status, search), refreshed while one is live. */
export function useDrops(filter: DropsFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.drops.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<DropView>>('/api/drop', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
    refetchInterval: everyWhileLive<ListPage<DropView>>((p) =>
      p.list.some((d) => DROP_MOVING.includes(d.status)),
    ),
  });
}

/** GET /api/drop/show/{id}: one drop with its phases and live counts. */
export function useDrop(id: number) {
  return useQuery({
    queryKey: queryKeys.drops.detail(id),
    queryFn: () => api.get<DropView>(`/api/drop/show/${id}`, quiet),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: everyWhileLive<DropView>((d) => DROP_MOVING.includes(d.status)),
  });
}

/** GET /api/drop/nft/claim/{id}/0: a page of the drop's claims, newest first. */
export function useDropClaims(id: number, paging: Paging, live: boolean) {
  return useQuery({
    queryKey: [...queryKeys.drops.detail(id), 'claims', paging],
    queryFn: () => api.get<ListPage<DropClaim>>(`/api/drop/nft/claim/${id}/0`, { query: paging }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_REFETCH_MS : false,
  });
}

/** POST /api/drop/store: answers the drop (Processing while its contract is deployed). */
export function useCreateDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DropCreateInput) => api.post<DropView>('/api/drop/store', body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drops.all }),
  });
}

/** POST /api/drop/cancel/{id}: no new claims; confirmed claims stay (spec doc 2 §4). */
export function useCancelDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<DropView>(`/api/drop/cancel/${id}`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drops.all }),
  });
}

/** GET /api/airdrop: a page of the store's airdrops with live claimed counts. */
export function useAirdrops(filter: Paging) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.airdrops.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Airdrop>>('/api/airdrop', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
    refetchInterval: everyWhileLive<ListPage<Airdrop>>((p) =>
      p.list.some((a) => AIRDROP_MOVING.includes(a.status)),
    ),
  });
}

/** GET /api/airdrop/{id}: one airdrop with its NFTs and what each gave. */
export function useAirdrop(id: number) {
  return useQuery({
    queryKey: queryKeys.airdrops.detail(id),
    queryFn: () => api.get<Airdrop>(`/api/airdrop/${id}`, quiet),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: everyWhileLive<Airdrop>((a) => AIRDROP_MOVING.includes(a.status)),
  });
}

/** GET /api/airdrop/nft/claim/{id}/{x}: a page of the claims of NFT `x`, or of all (0). */
export function useAirdropClaims(id: number, nft: number, paging: Paging, live: boolean) {
  return useQuery({
    queryKey: [...queryKeys.airdrops.detail(id), 'claims', nft, paging],
    queryFn: () =>
      api.get<ListPage<AirdropClaim>>(`/api/airdrop/nft/claim/${id}/${nft}`, { query: paging }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_REFETCH_MS : false,
  });
}

/** POST /api/airdrop: answers the airdrop. */
export function useCreateAirdrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AirdropCreateInput) => api.post<Airdrop>('/api/airdrop', body, quiet),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.airdrops.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.nfts.all }),
      ]),
  });
}

/** POST /api/airdrop/cancel/{id}: stops new claims; successful claims stay (spec doc 2 §4). */
export function useCancelAirdrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Airdrop>(`/api/airdrop/cancel/${id}`, {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.airdrops.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sales.all }),
      ]),
  });
}
