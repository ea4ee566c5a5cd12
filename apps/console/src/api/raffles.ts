import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListPage,
  Raffle,
  RaffleCreateInput,
  RaffleDetail,
  RaffleState,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeysFor } from './query-keys.ts';
import { useSession } from './session.ts';

/** Raffles' query keys (kept here, beside the launchpad's other areas). */
export const raffleKeys = queryKeysFor('raffles');

/** GET /api/raffles (docs/api.md "Raffles"): one page of the store's raffles, newest first. */
export function useRaffles(paging: { page: number; limit: number }) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: raffleKeys.list({ shopId, ...paging }),
    queryFn: () => api.get<ListPage<Raffle>>('/api/raffles', { query: paging }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** While a job works on chain the raffle is asked again, until it settles. */
const MOVING = new Set<RaffleState>(['deploying', 'drawing', 'cancelling']);
const POLL_MS = 3000;

/** GET /api/raffles/{id}: the raffle with its entrants and winners. */
export function useRaffle(id: number | undefined) {
  return useQuery({
    queryKey: raffleKeys.detail(id ?? 0),
    queryFn: () => api.get<RaffleDetail>(`/api/raffles/${id}`),
    enabled: id !== undefined && id > 0,
    refetchInterval: (q) => (q.state.data && MOVING.has(q.state.data.state) ? POLL_MS : false),
  });
}

/** POST /api/raffles: answers the raffle (state `deploying`) with its commitment. */
export function useCreateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RaffleCreateInput) =>
      api.post<Raffle>('/api/raffles', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
  });
}

/** POST /api/raffles/{id}/draw or /cancel: answers the raffle as it now stands; the screen says a refusal. */
export function useRaffleAction(action: 'draw' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<RaffleDetail>(`/api/raffles/${id}/${action}`, {}, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
  });
}
