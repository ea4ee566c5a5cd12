import { useQuery } from '@tanstack/react-query';
import type { RevenueBand } from '@mintfront/domain';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Whether this server can deploy and mint on a chain, and the setting that would enable it (docs/api.md). */
export type ChainAvailability = {
  key: string;
  available: boolean;
  reason: 'not_evm' | 'no_rpc' | 'no_operator' | null;
  setting: string | null;
};

export type PublicConfig = {
  chains: { key: string; name: string; testnet?: boolean }[];
  chain_availability: ChainAvailability[];
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
