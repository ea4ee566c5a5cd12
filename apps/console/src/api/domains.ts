import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Domain, DomainBody, ListPage } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

/** GET /api/domains: the store's own domains with their records and status. */
export function useDomains() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.domains.list({ shopId }),
    queryFn: () => api.get<ListPage<Domain>>('/api/domains'),
    enabled: Boolean(shopId),
  });
}

function useDomainMutation<T, R>(call: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains.all }),
  });
}

/** POST /api/domains: answers the domain, pending, with the DNS records to create. */
export const useAddDomain = () =>
  useDomainMutation((body: DomainBody) => api.post<Domain>('/api/domains', body, { toast: false }));
/** GET /api/domains/valid?id=: checks the records now. */
export const useCheckDomain = () =>
  useDomainMutation((id: number) => api.get<Domain>('/api/domains/valid', { query: { id } }));
/** PUT /api/domain/main/update: the domain the store answers at first. */
export const useMainDomain = () =>
  useDomainMutation((id: number) => api.put<Domain>('/api/domain/main/update', { id }));
export const useDeleteDomain = () =>
  useDomainMutation((id: number) => api.del<object>(`/api/domain/${id}`));
