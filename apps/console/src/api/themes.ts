import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListPage,
  ThemeConfig,
  ThemePreviewBody,
  ThemeStoreBody,
  ThemeSummary,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

const quiet = { toast: false } as const;

/** GET /api/themes: the store's themes, the live one first. */
export function useThemes() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.themes.list({ shopId }),
    queryFn: () => api.get<ListPage<ThemeSummary>>('/api/themes'),
    enabled: Boolean(shopId),
  });
}

/** GET /api/themes/themeConfig/{id}: the whole config of one theme. */
export function useThemeConfig(id: number) {
  return useQuery({
    queryKey: queryKeys.themes.detail(id),
    queryFn: () => api.get<ThemeConfig>(`/api/themes/themeConfig/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    // The editor holds its own copy; a refetch would not change it.
    staleTime: Infinity,
  });
}

/** POST /api/themes: a copy of a theme (or of the default), not live. */
export function useCreateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; copy_of?: number }) =>
      api.post<ThemeConfig>('/api/themes', body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.themes.lists() }),
  });
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<object>(`/api/themes/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.themes.lists() }),
  });
}

/** One saving call of the editor: PUT /api/themes/themeConfig/{part}/{id}. */
export const putThemePart = (part: string, id: number, body: unknown) =>
  api.put<ThemeConfig>(`/api/themes/themeConfig/${part}/${id}`, body, quiet);

/** PUT .../store/{id}: publish (this theme goes live) or unpublish with the visitor password. */
export function usePublishTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ThemeStoreBody }) =>
      putThemePart('store', id, body),
    onSuccess: (config) => {
      queryClient.setQueryData(queryKeys.themes.detail(config.id), config);
      return queryClient.invalidateQueries({ queryKey: queryKeys.themes.lists() });
    },
  });
}

/** POST /api/themes/preview: the view of a storefront page (`path`) with an unsaved config. */
export const fetchThemePreview = (body: ThemePreviewBody) =>
  api.post<unknown>('/api/themes/preview', body, quiet);
