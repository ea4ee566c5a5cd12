import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsBody, AnalyticsSettings, SeoBody, SeoSettings } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

/** The marketing settings of each type, as answered and as sent. */
export type MarketingSettings = { seo: SeoSettings; analytics: AnalyticsSettings };
type MarketingType = keyof MarketingSettings;
type Body = { seo: SeoBody; analytics: AnalyticsBody };

/** GET /api/marketing/common/{seo|analytics}: the store's marketing settings of one type. */
export function useMarketingSettings<T extends MarketingType>(type: T, enabled = true) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.marketing.detail(`${shopId}:${type}`),
    queryFn: () => api.get<MarketingSettings[T]>(`/api/marketing/common/${type}`),
    enabled: Boolean(shopId) && enabled,
  });
}

/** PUT /api/marketing/common/{seo|analytics} (spec doc 2 §7 Marketing). */
export function useSaveMarketingSettings<T extends MarketingType>(type: T) {
  const queryClient = useQueryClient();
  const { shopId } = useSession();
  return useMutation({
    mutationFn: (body: Body[T] | Record<string, unknown>) =>
      api.put<MarketingSettings[T]>(`/api/marketing/common/${type}`, body, { toast: false }),
    onSuccess: (saved) =>
      queryClient.setQueryData(queryKeys.marketing.detail(`${shopId}:${type}`), saved),
  });
}
