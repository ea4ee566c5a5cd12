import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Category,
  CategoryCreateBody,
  CategoryUpdateBody,
  ListPage,
  NftFilters,
} from '@mintfront/domain';
import { useLanguage } from '../i18n/index.ts';
import { fetchAllPages } from './all-pages.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type CategoriesFilter = {
  page: number;
  limit: number;
  status?: string;
  type?: string;
  search?: string;
};

/** GET /api/classifications: one page of the shop's categories. */
export function useCategories(filter: CategoriesFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.categories.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Category>>('/api/classifications', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/classifications page after page: every category of the shop that matches `filter` (once each, as rows may shift between pages). */
export function useAllCategories(filter: Omit<CategoriesFilter, 'page' | 'limit'> = {}) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.categories.list({ shopId, ...filter, page: 'all' }),
    queryFn: async () => {
      const rows = await fetchAllPages<Category>('/api/classifications', filter);
      return [...new Map(rows.map((c) => [c.classificationId, c])).values()];
    },
    enabled: Boolean(shopId),
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCreateBody) =>
      api.post<Category>('/api/classifications', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.lists() }),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryUpdateBody }) =>
      api.put<Category>(`/api/classifications/${id}`, body, { toast: false }),
    onSuccess: (category) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.categories.lists() }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.categories.detail(category.classificationId),
        }),
      ]),
  });
}

/** GET /api/filters: the NFT list's filter options (enabled categories, statuses, types, ranks), labelled in the current language. */
export function useNftFilters() {
  const { shopId } = useSession();
  const lang = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.categories.all, 'nft-filters', { shopId, lang }],
    queryFn: () => api.get<NftFilters>('/api/filters'),
    enabled: Boolean(shopId),
    staleTime: 60_000,
  });
}
