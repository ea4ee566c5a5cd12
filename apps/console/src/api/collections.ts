import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  COLLECTION_STATUSES,
  type Collection,
  type CollectionDeployStatus,
  type CreateCollectionBody,
  type ImportCollectionBody,
  type ListPage,
  type UpdateCollectionBody,
} from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type CollectionsFilter = {
  page: number;
  limit: number;
  source?: string;
  type?: string;
  status?: string;
  search?: string;
};

/** spec doc 1 §4 polling: a deployment is asked about every second while it is Processing. */
export const STATUS_POLL_MS = 1000;

const quiet = { toast: false } as const;

/** GET /api/contracts: one page of the shop's collections, newest first (needs collection view, mask 2). */
export function useCollections(filter: CollectionsFilter, options: { enabled?: boolean } = {}) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.collections.list({ shopId, ...filter }),
    queryFn: () => api.get<ListPage<Collection>>('/api/contracts', { query: filter }),
    enabled: Boolean(shopId) && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/contracts/{id}. */
export function useCollection(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.collections.detail(id ?? 0),
    queryFn: () => api.get<Collection>(`/api/contracts/${id}`),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });
}

/**
 * The display names of some collections by id (GET /api/contracts/{id} each, cached), for lists
 * that show a collection beside each row. Quiet: a member without collection view (mask 2) gets none.
 */
export function useCollectionNames(ids: number[], enabled = true): Map<number, string> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: queryKeys.collections.detail(id),
      queryFn: () => api.get<Collection>(`/api/contracts/${id}`, quiet),
      enabled,
      staleTime: 60_000,
    })),
  });
  return new Map(
    unique.flatMap((id, i) => (results[i]?.data ? [[id, results[i].data.name] as const] : [])),
  );
}

/** GET /api/contract/status/{id}, asked again every second until the deployment left Processing. */
export function useCollectionStatus(id: number | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...queryKeys.collections.detail(id ?? 0), 'status'],
    queryFn: async () => {
      const status = await api.get<CollectionDeployStatus>(`/api/contract/status/${id}`);
      if (status.status !== COLLECTION_STATUSES.processing) {
        // The deployment ended: the detail and the lists now show its address or failure.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.collections.detail(id ?? 0),
          exact: true,
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.collections.lists() });
      }
      return status;
    },
    enabled: enabled && id !== undefined,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== COLLECTION_STATUSES.processing
        ? false
        : STATUS_POLL_MS,
  });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCollectionBody) => api.post<Collection>('/api/contracts', body, quiet),
    onSuccess: (collection) => {
      queryClient.setQueryData(queryKeys.collections.detail(collection.id), collection);
      return queryClient.invalidateQueries({ queryKey: queryKeys.collections.lists() });
    },
  });
}

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCollectionBody }) =>
      api.put<Collection>(`/api/contracts/${id}`, body, quiet),
    onSuccess: (collection) => {
      queryClient.setQueryData(queryKeys.collections.detail(collection.id), collection);
      return queryClient.invalidateQueries({ queryKey: queryKeys.collections.lists() });
    },
  });
}

export function useImportCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCollectionBody) =>
      api.post<Collection>('/api/contracts/import', body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections.lists() }),
  });
}
