import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ERRORS,
  type ListPage,
  type SaleCreateInput,
  type SaleDetail,
  type SaleHistoryEvent,
  type SaleOffer,
} from '@mintfront/domain';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

// Selling (spec doc 2 §7 "Sales and offers", API.md "Selling").

const quiet = { toast: false } as const;

export type SalesFilter = {
  page: number;
  limit: number;
  type?: string;
  status?: string;
  search?: string;
};

/** GET /api/sales: one page of the store's sell orders (type, status, search). */
export function useSales(filter: SalesFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.sales.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<SaleDetail>>('/api/sales', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/sales/{id}: the sell order detail of spec doc 2 §3. */
export function useSale(id: number) {
  return useQuery({
    queryKey: queryKeys.sales.detail(id),
    queryFn: () => api.get<SaleDetail>(`/api/sales/${id}`, quiet),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/sales/history/{id}: one page of the sale's events. */
export function useSaleHistory(id: number, paging: { page: number; limit: number }) {
  return useQuery({
    queryKey: [...queryKeys.sales.detail(id), 'history', paging],
    queryFn: () =>
      api.get<ListPage<SaleHistoryEvent>>(`/api/sales/history/${id}`, { query: paging }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** The transaction the store wallet must send before a sale can be listed (API.md "Selling"). */
export type WalletCall = { to: string; data: string; value?: string };

/**
 * The approval the store wallet owes the market, when `POST /api/sales` refused for it: the
 * server's own code (docs/api.md) with `data: { to, data }`. Null for any other refusal.
 */
export function approvalOf(error: unknown): WalletCall | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as Partial<WalletCall> | null;
  const shaped = typeof data?.to === 'string' && typeof data?.data === 'string';
  return shaped && error.statusCode === ERRORS.MARKET_APPROVAL_REQUIRED.code
    ? { to: data.to!, data: data.data!, value: data.value }
    : null;
}

/** POST /api/sales: the create payload as it is (spec doc 2 §3); answers the sell order detail. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaleCreateInput) => api.post<SaleDetail>('/api/sales', body, quiet),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sales.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.nfts.all }),
      ]),
  });
}

const invalidateSales = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sales.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.nfts.all }),
  ]);

/** POST /api/sales/cancel/{id}: only from Active, only by its creator (40056, E62, E147). */
export function useCancelSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<SaleDetail>(`/api/sales/cancel/${id}`, {}),
    onSuccess: () => invalidateSales(queryClient),
  });
}

/** Each id of a batch cancel with its outcome (docs/api.md): statusCode 0 cancelled. */
export type BatchCancelAnswer = {
  results?: { id: number; statusCode: number; statusDesc: string }[];
};

/** POST /api/sales/batch/cancel `{ id: [..] }`. */
export function useBatchCancelSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<BatchCancelAnswer>('/api/sales/batch/cancel', { id: ids }),
    onSuccess: () => invalidateSales(queryClient),
  });
}

export type OffersFilter = { page: number; limit: number; sale_id?: number; status?: string };

/** GET /api/offers: one page of offers and bids (by sale, by state). */
export function useOffers(filter: OffersFilter) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.offers.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<SaleOffer>>('/api/offers', { query: filter }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/sale/offer/choice `{ offer_id }`: the owner accepts an offer or bid (E48 when the buyer cannot pay). */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) =>
      api.post<unknown>('/api/sale/offer/choice', { offer_id: offerId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.offers.all }),
        invalidateSales(queryClient),
      ]),
  });
}

/** GET /api/offer/unread → `{ count }`: the menu's badge, asked again every minute. */
export function useUnreadOffers(enabled: boolean) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: [...queryKeys.offers.all, 'unread', shopId],
    queryFn: () => api.get<{ count: number }>('/api/offer/unread', quiet),
    enabled: Boolean(shopId) && enabled,
    refetchInterval: 60_000,
    retry: false,
  });
}
