import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { clearSession, startSession } from './session.ts';

export type AuthResult = { token: string; uid: number | string; user: User };

// Form screens show these errors on their fields, so the client's toast is off.
const quiet = { toast: false } as const;

/** Stores the token and uid and seeds the current user, so nothing refetches mid-flow. */
export function useBeginSession() {
  const queryClient = useQueryClient();
  return (result: AuthResult) => {
    queryClient.setQueryData(queryKeys.users.detail('me'), result.user);
    startSession(result.token, result.uid);
  };
}

/** POST /api/login with an e-mail and password. */
export const logIn = (body: { email: string; password: string }) =>
  api.post<AuthResult>('/api/login', body, quiet);

export function useRequestRegisterCode() {
  return useMutation({
    mutationFn: (email: string) =>
      api.get<{ expiresAt: string }>('/api/registerVerification', { query: { email }, ...quiet }),
  });
}

export function checkAccount(query: { email?: string; username?: string }) {
  return api.get<{ exists: boolean }>('/api/account/check', { query, ...quiet });
}

export type VerifyCodeInput = {
  email: string;
  code: string;
  password: string;
  username: string;
  agree_terms: true;
};

export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: VerifyCodeInput) => api.post<AuthResult>('/api/verify/code', body, quiet),
  });
}

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ expiresAt: string }>('/api/password/forgot/random', { email }, quiet),
  });
}

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      api.post<{ reset_token: string }>('/api/password/verification', body, quiet),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (
      body: { reset_token: string; password: string } | { old_password: string; password: string },
    ) => api.post<Record<string, never>>('/api/password/update', body, quiet),
  });
}

/** Revokes the token on the server (best effort), then forgets the session locally. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Record<string, never>>('/api/logout', {}, quiet).catch(() => ({})),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
