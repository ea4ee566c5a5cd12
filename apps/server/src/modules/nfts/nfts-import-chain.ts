import { COPIES_MAX } from '@mintfront/domain';
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  parseAbi,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
} from 'viem';

const erc721Abi = parseAbi([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
]);
const erc1155Abi = parseAbi([
  'function uri(uint256 id) view returns (string)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
  // ERC1155Supply (OpenZeppelin), not part of the standard: read when the contract has it.
  'function totalSupply(uint256 id) view returns (uint256)',
]);

type Reader = PublicClient<Transport, Chain>;
/** A token as the chain has it: its metadata URI and how many copies the store records. */
export type ChainToken = { uri: string; quantity: number };

/** True for a call the contract answered with a revert or with nothing: the token (or function) is not there. */
function refusedByContract(err: unknown): boolean {
  return (
    err instanceof BaseError &&
    Boolean(
      err.walk(
        (e) =>
          e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError,
      ),
    )
  );
}

/** Reads a value, answering null when the contract refuses the call (a network failure still throws). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (refusedByContract(err)) return null;
    throw err;
  }
}

/** ERC-1155 metadata URIs may hold `{id}`: the id as 64 lower-case hex digits (EIP-1155 "Metadata"). */
export const erc1155Uri = (uri: string, id: bigint) =>
  uri.replaceAll('{id}', id.toString(16).padStart(64, '0'));

/**
 * A token of a collection, or undefined when it does not exist. ERC-721: `ownerOf` answers
 * (one copy). ERC-1155 has no standard existence check: its `totalSupply(id)` when the contract
 * keeps one, else the store wallet's balance; the copies are what the store wallet holds, else
 * the supply (at most COPIES_MAX, the most an NFT of the store has).
 */
export async function readChainToken(
  client: Reader,
  contract: Address,
  type: 'erc721' | 'erc1155',
  id: bigint,
  storeWallet: Address | null,
): Promise<ChainToken | undefined> {
  if (type === 'erc721') {
    const owner = await orNull(
      client.readContract({
        address: contract,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [id],
      }),
    );
    if (owner === null) return undefined;
    const uri = await orNull(
      client.readContract({
        address: contract,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [id],
      }),
    );
    return { uri: uri ?? '', quantity: 1 };
  }
  const [supply, held, uri] = await Promise.all([
    orNull(
      client.readContract({
        address: contract,
        abi: erc1155Abi,
        functionName: 'totalSupply',
        args: [id],
      }),
    ),
    storeWallet
      ? orNull(
          client.readContract({
            address: contract,
            abi: erc1155Abi,
            functionName: 'balanceOf',
            args: [storeWallet, id],
          }),
        )
      : null,
    orNull(
      client.readContract({ address: contract, abi: erc1155Abi, functionName: 'uri', args: [id] }),
    ),
  ]);
  const quantity = held && held > 0n ? held : (supply ?? 0n);
  if (quantity === 0n) return undefined;
  return {
    uri: erc1155Uri(uri ?? '', id),
    quantity: Number(quantity > BigInt(COPIES_MAX) ? BigInt(COPIES_MAX) : quantity),
  };
}
