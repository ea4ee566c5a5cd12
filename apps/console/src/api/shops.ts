import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage, Shop } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { setShopId, useSession } from './session.ts';

export type ShopListType = 'owned' | 'joined' | 'closed';
export type DefaultCategory = { classificationId: number; name: string; selected: boolean };

export function useShops(type: ShopListType) {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.shops.list({ type }),
    queryFn: () => api.get<ListPage<Shop>>('/api/shops', { query: { type } }),
    enabled: Boolean(token),
  });
}

export function fetchShops(type: ShopListType) {
  return api.get<ListPage<Shop>>('/api/shops', { query: { type } });
}

/**
 * The selected shop with the caller's allows, isOwner and setup (docs/api.md). `fresh` asks the
 * server again on mount (store home: its setup steps change as other screens create NFTs).
 */
export function useShopInfo(options: { fresh?: boolean } = {}) {
  const { token, shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.shops.detail(shopId ?? 'none'),
    queryFn: () => api.get<Shop>('/api/shop/info'),
    enabled: Boolean(token && shopId),
    staleTime: 30_000,
    refetchOnMount: options.fresh ? 'always' : true,
    retry: false,
  });
}

export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; chain: string; subdomain: string }) =>
      api.post<Shop>('/api/shops', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shops.lists() }),
  });
}

/** Enters a shop: from now on its id travels as X-Shop-Id. */
export function useEnterShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: number) => api.post<Shop>('/api/shop/into', { shop_id: shopId }),
    onSuccess: (shop) => {
      setShopId(shop.id);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shops.detail(String(shop.id)) });
    },
  });
}

export function useCloseShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api.post<unknown>('/api/shop/close', { password }, { toast: false }),
    onSuccess: () => {
      setShopId(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shops.all });
    },
  });
}

export function useOpenShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { shop_id: number; password: string }) =>
      api.put<Shop>('/api/shop/open', body, { toast: false }),
    onSuccess: (shop) => {
      setShopId(shop.id);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shops.all });
    },
  });
}

export function useDefaultCategories() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.defaultCategories.list({ shopId }),
    queryFn: () => api.get<{ list: DefaultCategory[] }>('/api/classification/default'),
    enabled: Boolean(shopId),
  });
}

export function useSetDefaultCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<unknown>(
        '/api/classification/default/set',
        { classification_ids: ids },
        { toast: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.defaultCategories.all }),
  });
}
