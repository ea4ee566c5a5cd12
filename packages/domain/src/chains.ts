/** The chains a store can live on (API.md: `chain` is one of these keys). */
export const CHAINS = [
  {
    key: 'local',
    name: 'Local chain',
    chainId: 31337,
    nativeSymbol: 'ETH',
    evm: true,
    testnet: true,
  },
  { key: 'polygon', name: 'Polygon', chainId: 137, nativeSymbol: 'POL', evm: true, testnet: false },
  {
    key: 'polygon-amoy',
    name: 'Polygon Amoy',
    chainId: 80002,
    nativeSymbol: 'POL',
    evm: true,
    testnet: true,
  },
  { key: 'ethereum', name: 'Ethereum', chainId: 1, nativeSymbol: 'ETH', evm: true, testnet: false },
  {
    key: 'sepolia',
    name: 'Sepolia',
    chainId: 11155111,
    nativeSymbol: 'ETH',
    evm: true,
    testnet: true,
  },
  { key: 'cardano', name: 'Cardano', chainId: 0, nativeSymbol: 'ADA', evm: false, testnet: false },
] as const;

export type ChainKey = (typeof CHAINS)[number]['key'];
export const CHAIN_KEYS = CHAINS.map((c) => c.key) as [ChainKey, ...ChainKey[]];

/** The chain entry for a key. */
export function chainByKey(key: ChainKey) {
  return CHAINS.find((c) => c.key === key)!;
}
