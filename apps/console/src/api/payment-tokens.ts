import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Currency,
  CurrencyBody,
  CurrencyUpdateBody,
  CurrencyVerification,
  ListPage,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type CurrenciesFilter = { page: number; limit: number; status?: string };

/** GET /api/currencys: one page of the store's payment tokens, the default first. */
export function useCurrencies(filter: CurrenciesFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.currencies.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Currency>>('/api/currencys', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/currencys/verification/address: what the contract answers on the store's chain. */
export function verifyCurrency(address: string, symbol: string) {
  return api.get<CurrencyVerification>('/api/currencys/verification/address', {
    query: { address, symbol },
    toast: false,
  });
}

/** POST /api/currencys (a new token) or PUT /api/currencys/{id} (a Rejected one resubmitted). */
export function useSubmitCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CurrencyBody }) =>
      id
        ? api.put<Currency>(
            `/api/currencys/${id}`,
            { ...body, status: 1 } satisfies CurrencyUpdateBody,
            { toast: false },
          )
        : api.post<Currency>('/api/currencys', body, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currencies.all }),
  });
}

/** PUT /api/currencys/{id} on an Active token: deactivate (`status: 4`) or make it the default. */
export function useChangeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: Pick<CurrencyUpdateBody, 'status' | 'is_default'>;
    }) => api.put<Currency>(`/api/currencys/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currencies.all }),
  });
}
