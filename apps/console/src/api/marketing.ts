import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsBody, AnalyticsSettings, SeoBody, SeoSettings } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

type MarketingType = 'seo' | 'analytics';
type Settings = { seo: SeoSettings; analytics: AnalyticsSettings };
type Body = { seo: SeoBody; analytics: AnalyticsBody };

/** GET /api/marketing/common/{seo|analytics}: the store's marketing settings of one type. */
export function useMarketingSettings<T extends MarketingType>(type: T, enabled = true) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.marketing.detail(`${shopId}:${type}`),
    queryFn: () => api.get<Settings[T]>(`/api/marketing/common/${type}`),
    enabled: Boolean(shopId) && enabled,
  });
}

/** PUT /api/marketing/common/{seo|analytics} (spec doc 2 §7 Marketing). */
export function useSaveMarketingSettings<T extends MarketingType>(type: T) {
  const queryClient = useQueryClient();
  const { shopId } = useSession();
  return useMutation({
    mutationFn: (body: Body[T]) =>
      api.put<Settings[T]>(`/api/marketing/common/${type}`, body, { toast: false }),
    onSuccess: (saved) =>
      queryClient.setQueryData(queryKeys.marketing.detail(`${shopId}:${type}`), saved),
  });
}
