import { CHAINS, rpcUrlEnvName, type ChainKey, type EvmChainKey } from '@mintfront/domain';
import type { ChainClients } from './clients.ts';

/** Why a store on a chain could not deploy or mint on this server (what chainWriter would refuse). */
export type ChainUnavailableReason = 'not_evm' | 'no_rpc' | 'no_operator';

export type ChainAvailability = {
  key: ChainKey;
  available: boolean;
  reason: ChainUnavailableReason | null;
  /** The setting that would make it available (RPC_URL_POLYGON, CHAIN_OPERATOR_KEY); null when none can. */
  setting: string | null;
};

/**
 * Each chain as this server can reach it: an RPC URL (the embedded anvil for the local chain)
 * and, on a real chain, the operator's key that deploys and mints.
 */
export function chainAvailability(
  clients: ChainClients | null,
  operatorConfigured: boolean,
): ChainAvailability[] {
  return CHAINS.map((chain) => {
    if (!chain.evm) return { key: chain.key, available: false, reason: 'not_evm', setting: null };
    const key = chain.key as EvmChainKey;
    if (!clients?.keys.includes(key))
      return { key, available: false, reason: 'no_rpc', setting: rpcUrlEnvName(key) };
    // The local chain signs with anvil's first dev account (clients.ts).
    if (key !== 'local' && !operatorConfigured)
      return { key, available: false, reason: 'no_operator', setting: 'CHAIN_OPERATOR_KEY' };
    return { key, available: true, reason: null, setting: null };
  });
}
