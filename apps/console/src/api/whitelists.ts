import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage, Whitelist, WhitelistBody, WhitelistUpload } from '@mintfront/domain';
import { currentLanguage } from '../i18n/index.ts';
import { ApiError, NETWORK_CODE } from './api-error.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { getSession, useSession } from './session.ts';

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
      id ? api.put<Whitelist>(`/api/whites/${id}`, body, { toast: false }) : api.post<Whitelist>('/api/whites', body, { toast: false }),
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
export async function uploadWhitelistFile(file: File): Promise<WhitelistUpload> {
  const { token, uid, shopId } = getSession();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (uid) headers['X-User-Id'] = uid;
  if (shopId) headers['X-Shop-Id'] = shopId;
  const form = new FormData();
  form.append('file', file, file.name);
  let body: { statusCode?: number; statusDesc?: string; data?: unknown } | null = null;
  let status = 0;
  try {
    const response = await fetch('/api/whites/upload', { method: 'POST', headers, body: form });
    status = response.status;
    body = await response.json().catch(() => null);
  } catch {
    throw new ApiError(NETWORK_CODE, 'Network error');
  }
  if (body?.statusCode === 0) return body.data as WhitelistUpload;
  throw new ApiError(body?.statusCode ?? status, body?.statusDesc ?? `HTTP ${status}`, body?.data ?? null);
}
