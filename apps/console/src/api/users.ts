import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, RevenueBand, User } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

const me = queryKeys.users.detail('me');

export function useCurrentUser() {
  const { token } = useSession();
  return useQuery({
    queryKey: me,
    queryFn: () => api.get<User>('/api/user/info'),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
}

/** The user calls each answer the updated User; the cache takes it as is. */
function useUserMutation<Input>(send: (input: Input) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (user) => queryClient.setQueryData(me, user),
  });
}

export type UserInfoInput = {
  nickname?: string;
  introduce?: string;
  social_contact?: Record<string, string>;
};
export type AccountInfoInput = {
  surname?: string;
  name?: string;
  country?: string;
  area_code?: string;
  tel?: string;
};

export const useUpdateUserInfo = () =>
  useUserMutation((body: UserInfoInput) => api.put<User>('/api/user/info', body, { toast: false }));
export const useUpdateAccountInfo = () =>
  useUserMutation((body: AccountInfoInput) =>
    api.put<User>('/api/account/info', body, { toast: false }),
  );
/** PUT /api/user/language (its failure toasts like any call). */
export const saveLanguage = (language: Language) =>
  api.put<User>('/api/user/language', { language });
export const useUpdateLanguage = () => useUserMutation(saveLanguage);
export const useCompleteTutorial = () =>
  useUserMutation((bit: number) => api.post<User>('/api/tutorial/complete', { bit }));

export type Investigation = { revenue: RevenueBand; role?: string; experience?: string };

export function useInvestigation(enabled = true) {
  return useQuery({
    queryKey: queryKeys.investigation.detail('me'),
    queryFn: () => api.get<{ data: Investigation | null }>('/api/register/investigation'),
    enabled,
  });
}

export function useSubmitInvestigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Investigation) =>
      api.post<unknown>('/api/register/investigation', { data }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.investigation.all }),
  });
}
