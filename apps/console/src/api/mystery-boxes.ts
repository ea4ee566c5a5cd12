import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoxAvailability,
  BoxMinted,
  BoxSeriesRow,
  CreateBoxInput,
  ListPage,
  Nft,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

const quiet = { toast: false } as const;
const idsKey = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** POST /api/boxes (spec doc 1 §3 payload): answers the box, an NFT of type 4, with its new id. */
export function useCreateBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBoxInput) => api.post<Nft>('/api/boxes', body, quiet),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.nfts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mysteryBoxes.all }),
      ]),
  });
}

/** GET /api/boxe/contents (spelled so in spec doc 1 §7): one page of a box's series rows. */
export function useBoxContents(id: number | undefined, paging: { page: number; limit: number }) {
  return useQuery({
    queryKey: [...queryKeys.mysteryBoxes.detail(id ?? 0), 'contents', paging],
    queryFn: () =>
      api.get<ListPage<BoxSeriesRow>>('/api/boxe/contents', { query: { id, ...paging } }),
    enabled: id !== undefined && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/sale/box/minted: minted and revealed counts of the boxes shown, by box id. */
export function useBoxMinted(ids: number[]) {
  const { shopId } = useSession();
  const sorted = idsKey(ids);
  const query = useQuery({
    queryKey: queryKeys.mysteryBoxes.list({ shopId, minted: sorted }),
    queryFn: () =>
      api.get<ListPage<BoxMinted>>('/api/sale/box/minted', { query: { id: sorted.join(',') } }),
    enabled: Boolean(shopId) && sorted.length > 0,
    placeholderData: keepPreviousData,
  });
  return new Map((query.data?.list ?? []).map((m) => [m.id, m]));
}

/** GET /api/boxes/availability: the copies of these NFTs not yet put in a box, by NFT id. */
export function useBoxAvailability(ids: number[]) {
  const { shopId } = useSession();
  const sorted = idsKey(ids);
  const query = useQuery({
    queryKey: queryKeys.mysteryBoxes.list({ shopId, availability: sorted }),
    queryFn: () =>
      api.get<ListPage<BoxAvailability>>('/api/boxes/availability', {
        query: { ids: sorted.join(',') },
      }),
    enabled: Boolean(shopId) && sorted.length > 0,
    placeholderData: keepPreviousData,
  });
  return {
    available: new Map((query.data?.list ?? []).map((a) => [a.id, a.available])),
    isFetching: query.isFetching,
  };
}
