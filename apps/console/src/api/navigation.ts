import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkTarget, ListPage, NavigationBody, NavigationMenu } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type NavigationsFilter = { page: number; limit: number; search?: string };

/** GET /api/navigations: one page of the store's menus. */
export function useNavigations(filter: NavigationsFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.navigations.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<NavigationMenu>>('/api/navigations', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/navigation/{id}. */
export function useNavigation(id: number) {
  return useQuery({
    queryKey: queryKeys.navigations.detail(id),
    queryFn: () => api.get<NavigationMenu>(`/api/navigation/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * GET /api/navigation/page/list: the store's own places a link can point to (home, pages, and
 * drops, airdrops and raffles not cancelled nor ended).
 */
export function useLinkTargets() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.linkTargets.list({ shopId }),
    queryFn: () => api.get<ListPage<LinkTarget>>('/api/navigation/page/list'),
    enabled: Boolean(shopId),
  });
}

/** POST /api/navigation (no id) or PUT /api/navigation/{id}. */
export function useSaveNavigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NavigationBody }) =>
      id
        ? api.put<NavigationMenu>(`/api/navigation/${id}`, body, { toast: false })
        : api.post<NavigationMenu>('/api/navigation', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.navigations.all }),
  });
}

export function useDeleteNavigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<object>(`/api/navigation/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.navigations.all }),
  });
}
