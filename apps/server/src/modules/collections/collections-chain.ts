import { COLLECTION_TYPES, ERC165_INTERFACE_IDS, type CollectionType } from '@mintfront/domain';
import { parseAbi, type Address, type Chain, type PublicClient, type Transport } from 'viem';

const nftAbi = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 royaltyAmount)',
]);

export type NftContractInfo = {
  type: CollectionType;
  name: string;
  symbol: string;
  royaltyPercent: number;
};

/**
 * What an import needs from a contract: its ERC-165 answer for ERC-721 / ERC-1155, its name and
 * symbol (optional for ERC-1155), and its EIP-2981 royalty. Undefined when it is no NFT contract
 * (no code, no ERC-165, or neither interface).
 */
export async function readNftContract(
  client: PublicClient<Transport, Chain>,
  address: Address,
): Promise<NftContractInfo | undefined> {
  const code = await client.getCode({ address });
  if (!code || code === '0x') return undefined;
  const supports = (id: `0x${string}`) =>
    client
      .readContract({ address, abi: nftAbi, functionName: 'supportsInterface', args: [id] })
      .catch(() => false);
  const ids = ERC165_INTERFACE_IDS;
  const [is721, is1155, is2981] = await Promise.all([
    supports(ids.erc721),
    supports(ids.erc1155),
    supports(ids.erc2981),
  ]);
  if (!is721 && !is1155) return undefined;
  const text = (functionName: 'name' | 'symbol') =>
    client.readContract({ address, abi: nftAbi, functionName }).catch(() => '');
  const [name, symbol] = await Promise.all([text('name'), text('symbol')]);
  let royaltyPercent = 0;
  if (is2981) {
    const info = await client
      .readContract({ address, abi: nftAbi, functionName: 'royaltyInfo', args: [0n, 10_000n] })
      .catch(() => undefined);
    // Basis points of a 10 000 sale price, as a percent with 2 decimals (spec doc 1 §5: at most 50).
    if (info) royaltyPercent = Math.min(50, Number(info[1]) / 100);
  }
  return {
    type: is721 ? COLLECTION_TYPES.erc721 : COLLECTION_TYPES.erc1155,
    name: name.slice(0, 100),
    symbol: symbol.slice(0, 32),
    royaltyPercent,
  };
}
