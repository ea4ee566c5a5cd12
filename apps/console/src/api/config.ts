import { useQuery } from '@tanstack/react-query';
import type { RevenueBand } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type PublicConfig = {
  chains: { key: string; name: string; testnet?: boolean }[];
  languages: string[];
  revenueBands: RevenueBand[];
  /** Stores answer at `{subdomain}.<store_domain>`. */
  store_domain: string;
  /** Without a mail server, mail is kept; a loopback-only server shows it at `outbox_page`. */
  mail: { delivery: 'smtp' | 'outbox'; outbox_page: string | null };
  /** WalletConnect is offered only when the server has a project id (WALLETCONNECT_PROJECT_ID). */
  walletConnect?: { projectId: string } | null;
};

export function useConfig() {
  return useQuery({
    queryKey: queryKeys.config.all,
    queryFn: () => api.get<PublicConfig>('/api/config', { toast: false }),
    staleTime: Infinity,
  });
}
