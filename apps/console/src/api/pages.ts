import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage, Page, PageBody } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type PagesFilter = { page: number; limit: number; search?: string };

/** GET /api/pages: one page of the store's pages. */
export function usePages(filter: PagesFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.pages.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Page>>('/api/pages', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/page/{id}. */
export function usePage(id: number) {
  return useQuery({
    queryKey: queryKeys.pages.detail(id),
    queryFn: () => api.get<Page>(`/api/page/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /api/pages (no id) or PUT /api/page/{id}. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PageBody }) =>
      id
        ? api.put<Page>(`/api/page/${id}`, body, { toast: false })
        : api.post<Page>('/api/pages', body, { toast: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pages.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.linkTargets.all }),
      ]),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<object>(`/api/page/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pages.all }),
  });
}
