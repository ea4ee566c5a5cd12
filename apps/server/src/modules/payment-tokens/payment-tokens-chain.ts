import { ERC165_INTERFACE_IDS } from '@mintfront/domain';
import { parseAbi, type Address, type Chain, type PublicClient, type Transport } from 'viem';

const erc20Abi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
]);

export type Erc20Info = { name: string; symbol: string; decimals: number };

/**
 * Reads an ERC-20 of a chain: code at the address, `name`, `symbol`, `decimals`, `totalSupply`
 * and `balanceOf` all answering. Undefined when it is no such contract (a wallet, an NFT
 * contract — which answers ERC-165 for ERC-721 / ERC-1155 — or any other code).
 */
export async function readErc20(
  client: PublicClient<Transport, Chain>,
  address: Address,
): Promise<Erc20Info | undefined> {
  const code = await client.getCode({ address });
  if (!code || code === '0x') return undefined;
  const supports = (id: `0x${string}`) =>
    client
      .readContract({ address, abi: erc20Abi, functionName: 'supportsInterface', args: [id] })
      .catch(() => false);
  const [is721, is1155] = await Promise.all([
    supports(ERC165_INTERFACE_IDS.erc721),
    supports(ERC165_INTERFACE_IDS.erc1155),
  ]);
  if (is721 || is1155) return undefined;
  try {
    const [name, symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'totalSupply' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    ]);
    return { name, symbol, decimals };
  } catch {
    return undefined;
  }
}
