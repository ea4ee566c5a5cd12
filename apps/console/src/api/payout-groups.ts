import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage, PayoutGroup, PayoutGroupInput } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type PayoutGroupsFilter = { page: number; limit: number; search?: string };

/** GET /api/payment/groups: one page of the shop's payout groups, the default first. */
export function usePayoutGroups(filter: PayoutGroupsFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.payoutGroups.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<PayoutGroup>>('/api/payment/groups', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** POST (no id) or PUT (id) /api/payment/groups: the whole form. */
export function useSavePayoutGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PayoutGroupInput }) =>
      id
        ? api.put<PayoutGroup>(`/api/payment/groups/${id}`, body, { toast: false })
        : api.post<PayoutGroup>('/api/payment/groups', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payoutGroups.all }),
  });
}

export function useDeletePayoutGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<object>(`/api/payment/groups/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payoutGroups.all }),
  });
}
