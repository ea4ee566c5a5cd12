import type { Address, Chain, PublicClient, Transport } from 'viem';

/**
 * The block a contract was deployed in, found by halving on `eth_getCode` (about 25 reads on a
 * long chain); null when `address` holds no code at `tip`. The node must keep the state of old
 * blocks (an archive node, as hosted RPC providers are), or its refusal is thrown.
 */
export async function deploymentBlock(
  client: PublicClient<Transport, Chain>,
  address: Address,
  tip: bigint,
): Promise<bigint | null> {
  const hasCode = async (blockNumber: bigint) =>
    ((await client.getCode({ address, blockNumber })) ?? '0x') !== '0x';
  if (!(await hasCode(tip))) return null;
  let [low, high] = [0n, tip];
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await hasCode(middle)) high = middle;
    else low = middle + 1n;
  }
  return low;
}
