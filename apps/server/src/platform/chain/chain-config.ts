import { EVM_CHAIN_KEYS, rpcUrlEnvName, type EvmChainKey } from '@mintfront/domain';
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

export type ChainConfig = {
  /** RPC URL per chain from RPC_URL_<KEY>; the local chain without one is the embedded anvil. */
  rpcUrls: Partial<Record<EvmChainKey, string>>;
  /** The platform's signer on real chains, from CHAIN_OPERATOR_KEY. Held as an account, never as the key. */
  operator: PrivateKeyAccount | undefined;
  /** The market contract per chain from MARKET_ADDRESS_<KEY> (the local chain's is deployed by the server). */
  marketAddresses?: Partial<Record<EvmChainKey, Address>>;
};

/** MARKET_ADDRESS_POLYGON_AMOY for polygon-amoy: the name of RPC_URL_<KEY> with the other prefix. */
export const marketAddressEnvName = (key: EvmChainKey) =>
  rpcUrlEnvName(key).replace(/^RPC_URL_/, 'MARKET_ADDRESS_');

/** Reads the chain settings from the environment; the operator key never appears in an error. */
export function loadChainConfig(env: NodeJS.ProcessEnv = process.env): ChainConfig {
  const rpcUrls: ChainConfig['rpcUrls'] = {};
  for (const key of EVM_CHAIN_KEYS) {
    const name = rpcUrlEnvName(key);
    const value = env[name]?.trim();
    if (!value) continue;
    if (!URL.canParse(value) || !/^(https?|wss?):$/.test(new URL(value).protocol)) {
      throw new Error(`${name} must be an http(s) or ws(s) URL`);
    }
    rpcUrls[key] = value;
  }
  const operatorKey = env.CHAIN_OPERATOR_KEY?.trim();
  if (operatorKey && !/^0x[0-9a-fA-F]{64}$/.test(operatorKey)) {
    throw new Error('CHAIN_OPERATOR_KEY must be 0x and 64 hex digits');
  }
  const marketAddresses: ChainConfig['marketAddresses'] = {};
  for (const key of EVM_CHAIN_KEYS) {
    const name = marketAddressEnvName(key);
    const value = env[name]?.trim();
    if (!value) continue;
    if (!isAddress(value, { strict: false })) throw new Error(`${name} must be a 0x address`);
    marketAddresses[key] = getAddress(value);
  }
  return {
    rpcUrls,
    marketAddresses,
    operator: operatorKey ? privateKeyToAccount(operatorKey as Hex) : undefined,
  };
}
