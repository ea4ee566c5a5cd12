import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NFT_STATUS,
  type CreateNftInput,
  type ImportNftsInput,
  type NftImportResult,
  type ListPage,
  type Nft,
  type NftDetail,
  type NftMint,
  type NftOwner,
  type NftTransfer,
  type UpdateNftBody,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

/** GET /api/tokens query (spec doc 1 §7); empty values are left out. */
export type NftsFilter = {
  page: number;
  limit: number;
  status?: number | string;
  search?: string;
  order_by?: string;
  order_desc?: boolean;
  type?: number | string;
  /** Any of these types, comma-joined: pickers ask for '1,2' (NFTs, no boxes). */
  types?: string;
  rank?: number | string;
  contract_id?: number | string;
  creator_id?: number | string;
  /** Comma-joined category ids. */
  categories?: string;
};

/** spec doc 1 §4 polling: a mint is asked about every second, up to 2000 times. */
export const MINT_POLL_MS = 1000;
export const MINT_POLL_TRIES = 2000;

const quiet = { toast: false } as const;

/** GET /api/tokens: one page of the shop's NFTs. */
export function useNfts(filter: NftsFilter, options: { enabled?: boolean } = {}) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.nfts.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Nft>>('/api/tokens', { query: filter }),
    enabled: Boolean(shopId) && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/tokens/{id}: the NFT with what the chain says. While it is Minting it is asked again
 * every second (spec doc 1 §4), and the lists are refreshed once the mint ended. `toast: false`
 * when the caller shows a failure itself.
 */
export function useNft(id: number | undefined, options: { toast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.nfts.detail(id ?? 0),
    queryFn: async () => {
      const nft = await api.get<NftDetail>(`/api/tokens/${id}`, options);
      const previous = queryClient.getQueryData<NftDetail>(queryKeys.nfts.detail(id ?? 0));
      if (previous?.status === NFT_STATUS.minting && nft.status !== NFT_STATUS.minting) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.nfts.lists() });
      }
      return nft;
    },
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
    refetchInterval: (query) =>
      query.state.data?.status === NFT_STATUS.minting &&
      query.state.dataUpdateCount < MINT_POLL_TRIES
        ? MINT_POLL_MS
        : false,
  });
}

export function useCreateNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNftInput) => api.post<Nft>('/api/tokens', body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.nfts.lists() }),
  });
}

export function useUpdateNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateNftBody }) =>
      api.put<Nft>(`/api/tokens/${id}`, body, quiet),
    onSuccess: (nft) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.nfts.detail(nft.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.nfts.lists() }),
      ]),
  });
}

/**
 * DELETE /api/tokens/{id} for one, PUT /api/tokens/batch/destroy for several. The deleted NFTs'
 * details (with their owners, mints and transfers) leave the cache rather than being asked for
 * again: a detail page still open would get "Not found" (40400) before it moves on. Lists refresh.
 */
export function useDeleteNfts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? api.del<{ ids: number[] }>(`/api/tokens/${ids[0]}`)
        : api.put<{ ids: number[] }>('/api/tokens/batch/destroy', { ids }),
    onSuccess: async (_answer, ids) => {
      await Promise.all(
        ids.map((id) => queryClient.cancelQueries({ queryKey: queryKeys.nfts.detail(id) })),
      );
      ids.forEach((id) => queryClient.removeQueries({ queryKey: queryKeys.nfts.detail(id) }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.nfts.lists() });
    },
  });
}

/** PUT /api/tokens/batch/examine/agree. */
export function useApproveNfts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.put<{ ids: number[] }>('/api/tokens/batch/examine/agree', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.nfts.all }),
  });
}

/** PUT /api/tokens/batch/examine/refuse with the reason given to the creators. */
export function useRefuseNfts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; reason: string }) =>
      api.put<{ ids: number[] }>('/api/tokens/batch/examine/refuse', body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.nfts.all }),
  });
}

type Paging = { page: number; limit: number };

/** GET /api/token/owner/{id}: the wallets holding the NFT's tokens. */
export function useNftOwners(id: number | undefined, paging: Paging) {
  return useQuery({
    queryKey: [...queryKeys.nfts.detail(id ?? 0), 'owners', paging],
    queryFn: () => api.get<ListPage<NftOwner>>(`/api/token/owner/${id}`, { query: paging }),
    enabled: id !== undefined && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/nft/minted/history: the NFT's mint transactions. */
export function useNftMintHistory(id: number | undefined, paging: Paging) {
  return useQuery({
    queryKey: [...queryKeys.nfts.detail(id ?? 0), 'mints', paging],
    queryFn: () => api.post<ListPage<NftMint>>('/api/nft/minted/history', { id, ...paging }),
    enabled: id !== undefined && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/secondary/{id}: transfers between wallets after the mint. */
export function useNftSecondary(id: number | undefined, paging: Paging) {
  return useQuery({
    queryKey: [...queryKeys.nfts.detail(id ?? 0), 'secondary', paging],
    queryFn: () => api.get<ListPage<NftTransfer>>(`/api/secondary/${id}`, { query: paging }),
    enabled: id !== undefined && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/tokens/import: tokens that exist on chain in an imported collection become Off Sale NFTs (`/NFT/ImportNFT`). */
export function useImportNfts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportNftsInput) =>
      api.post<NftImportResult>('/api/tokens/import', body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.nfts.lists() }),
  });
}
