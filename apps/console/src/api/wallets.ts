import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WALLET_ACCOUNT_TYPE,
  WALLET_LOGIN_APP_ID,
  type Shop,
  type WalletBindBody,
  type WalletMessage,
} from '@mintfront/domain';
import type { AuthResult } from './accounts.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

const quiet = { toast: false } as const;

/** GET /api/wallet/random: the EIP-4361 message the wallet signs to sign in. */
export function loginMessage(wallet: string, chainId: number) {
  return api.get<WalletMessage>('/api/wallet/random', {
    query: { wallet, chain_id: chainId },
    ...quiet,
  });
}

/** GET /api/wallet/sign: the message that proves a wallet before binding it. */
export function bindMessage(wallet: string, chainId: number) {
  return api.get<WalletMessage>('/api/wallet/sign', {
    query: { wallet, chain_id: chainId },
    ...quiet,
  });
}

export function useWalletLogin() {
  return useMutation({
    mutationFn: (body: { wallet: string; message: string; signature: string }) =>
      api.post<AuthResult>(
        '/api/login',
        { appid: WALLET_LOGIN_APP_ID, account_type: WALLET_ACCOUNT_TYPE, ...body },
        quiet,
      ),
  });
}

/** POST /api/shop/wallet/bind: the owner binds the store wallet; the shop info shows it. */
export function useBindWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletBindBody) => api.post<Shop>('/api/shop/wallet/bind', body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shops.all }),
  });
}
