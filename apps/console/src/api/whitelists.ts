import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage, Whitelist, WhitelistBody, WhitelistUpload } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type WhitelistsFilter = { page: number; limit: number; search?: string };

/** GET /api/whites: one page of the shop's whitelists (name, num). */
export function useWhitelists(filter: WhitelistsFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.whitelists.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Whitelist>>('/api/whites', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/whites/{id}: one whitelist with its addresses (for the edit form). */
export function useWhitelist(id: number | null) {
  return useQuery({
    queryKey: queryKeys.whitelists.detail(id ?? 0),
    queryFn: () => api.get<Whitelist>(`/api/whites/${id}`),
    enabled: id !== null,
  });
}

export function useSaveWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WhitelistBody }) =>
      id
        ? api.put<Whitelist>(`/api/whites/${id}`, body, { toast: false })
        : api.post<Whitelist>('/api/whites', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.whitelists.all }),
  });
}

export function useDeleteWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<object>(`/api/whites/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.whitelists.all }),
  });
}

/** POST /api/whites/upload (multipart, field `file`): the file's addresses, checked, not stored. */
export function uploadWhitelistFile(file: File): Promise<WhitelistUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postForm<WhitelistUpload>('/api/whites/upload', form, { toast: false });
}
