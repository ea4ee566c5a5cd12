import { EVM_CHAIN_KEYS, chainByKey, rpcUrlEnvName, type EvmChainKey } from '@mintfront/domain';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  webSocket,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { mainnet, polygon, polygonAmoy, sepolia } from 'viem/chains';
import type { ChainConfig } from './chain-config.ts';

/**
 * The local-chain operator: anvil's first dev account (mnemonic "test test … junk"). Its key is
 * public knowledge and funded only on the local chain, so it is fine in source; real chains
 * use CHAIN_OPERATOR_KEY instead.
 */
export const LOCAL_OPERATOR_KEY =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export type OperatorWalletClient = WalletClient<Transport, Chain, PrivateKeyAccount>;

export type ChainClients = {
  /** The chains with an RPC URL (the local chain's is the started anvil's). */
  readonly keys: EvmChainKey[];
  publicClient(key: EvmChainKey): PublicClient<Transport, Chain>;
  /** A wallet client signing as the platform operator on that chain. */
  walletClient(key: EvmChainKey): OperatorWalletClient;
};

function viemChain(key: EvmChainKey, rpcUrl: string): Chain {
  switch (key) {
    case 'polygon':
      return polygon;
    case 'polygon-amoy':
      return polygonAmoy;
    case 'ethereum':
      return mainnet;
    case 'sepolia':
      return sepolia;
    case 'local': {
      const { chainId, name } = chainByKey('local');
      return defineChain({
        id: chainId,
        name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
        testnet: true,
      });
    }
  }
}

/** viem clients for every configured chain; localRpcUrl is the started anvil's when RPC_URL_LOCAL is unset. */
export function createChainClients(config: ChainConfig, localRpcUrl?: string): ChainClients {
  const rpcUrls = { ...config.rpcUrls };
  if (!rpcUrls.local && localRpcUrl) rpcUrls.local = localRpcUrl;
  const localOperator = privateKeyToAccount(LOCAL_OPERATOR_KEY);
  const publicClients = new Map<EvmChainKey, PublicClient<Transport, Chain>>();
  const walletClients = new Map<EvmChainKey, OperatorWalletClient>();

  function endpoint(key: EvmChainKey) {
    const url = rpcUrls[key];
    if (!url) throw new Error(`chain ${key} has no RPC URL: set ${rpcUrlEnvName(key)}`);
    const transport = url.startsWith('ws') ? webSocket(url) : http(url);
    // anvil mines each transaction at once: poll receipts often instead of viem's 4 s default.
    return {
      chain: viemChain(key, url),
      transport,
      pollingInterval: key === 'local' ? 100 : undefined,
    };
  }

  return {
    keys: EVM_CHAIN_KEYS.filter((key) => rpcUrls[key] !== undefined),
    publicClient(key) {
      let client = publicClients.get(key);
      if (!client) {
        client = createPublicClient(endpoint(key));
        publicClients.set(key, client);
      }
      return client;
    },
    walletClient(key) {
      let client = walletClients.get(key);
      if (!client) {
        const account = key === 'local' ? localOperator : config.operator;
        if (!account) throw new Error(`chain ${key} has no operator: set CHAIN_OPERATOR_KEY`);
        client = createWalletClient({ ...endpoint(key), account });
        walletClients.set(key, client);
      }
      return client;
    },
  };
}
