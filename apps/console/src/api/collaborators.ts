import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collaborator, ListPage, Permissions } from '@mintfront/domain';
import { useLanguage } from '../i18n/index.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

export type CollaboratorsFilter = { page: number; limit: number };
/** GET /api/collaborators also answers the plan's cap as `limit` (docs/api.md). */
export type CollaboratorsPage = ListPage<Collaborator> & { limit: number };
export type CollaboratorInput = {
  email?: string;
  allows: number;
  role: number;
  store_fee: string;
  require_approval: boolean;
};
export type Accepted = { shopId: number; shopName: string; allows: number };

/** GET /api/permissions: the checkboxes of spec §6, labelled in the current language. */
export function usePermissions() {
  const { shopId } = useSession();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.permissions.list({ shopId, lang }),
    queryFn: () => api.get<Permissions>('/api/permissions'),
    enabled: Boolean(shopId),
    staleTime: Infinity,
  });
}

/** GET /api/collaborators (owner only: pass `enabled: false` for anyone else). */
export function useCollaborators(filter: CollaboratorsFilter, options: { enabled?: boolean } = {}) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: queryKeys.collaborators.list({ shopId, ...filter }),
    queryFn: () => api.get<CollaboratorsPage>('/api/collaborators', { query: filter }),
    enabled: Boolean(shopId) && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** POST (invite, no id) or PUT (id) /api/collaborators; errors go to the form, not a toast. */
export function useSaveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CollaboratorInput }) => {
      if (id) {
        const { email: _email, ...changes } = body;
        return api.put<Collaborator>(`/api/collaborators/${id}`, changes, { toast: false });
      }
      return api.post<Collaborator>('/api/collaborators', body, { toast: false });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collaborators.all }),
  });
}

/** DELETE: cancels an invitation or removes a joined user. */
export function useRemoveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<object>(`/api/collaborators/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collaborators.all }),
  });
}

/** POST /api/collaborators/accept from the mailed link; the joined stores change. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<Accepted>('/api/collaborators/accept', { token }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shops.lists() }),
  });
}
