import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Discount, DiscountInput, ListPage } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type DiscountsFilter = { page: number; limit: number; state?: string; search?: string };

/** GET /api/discounts: one page of the shop's discount codes with their computed state. */
export function useDiscounts(filter: DiscountsFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.discounts.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Discount>>('/api/discounts', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

export function useDiscount(id: number) {
  return useQuery({
    queryKey: queryKeys.discounts.detail(id),
    queryFn: () => api.get<Discount>(`/api/discounts/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST (no id) or PUT (id) /api/discounts: the whole form. */
export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DiscountInput }) =>
      id
        ? api.put<Discount>(`/api/discounts/${id}`, body, { toast: false })
        : api.post<Discount>('/api/discounts', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discounts.all }),
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<object>(`/api/discounts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discounts.all }),
  });
}
