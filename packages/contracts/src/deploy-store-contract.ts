import {
  BaseError,
  ContractFunctionRevertedError,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { mintfrontErc1155Abi, mintfrontErc1155Bytecode } from './generated/mintfront-erc1155.ts';
import { mintfrontErc721Abi, mintfrontErc721Bytecode } from './generated/mintfront-erc721.ts';

export type StoreContractType = 'erc721' | 'erc1155';

export type StoreContractParams = {
  type: StoreContractType;
  name: string;
  symbol: string;
  /** The store owner: owns the contract and may mint, approve minters and change royalties. */
  owner: Address;
  royaltyReceiver: Address;
  /** Basis points of the sale price; the contract refuses more than 5000 (spec doc 1 §5). */
  royaltyBps: number;
  contractURI: string;
  /** Accounts allowed to mint besides the owner, e.g. the platform operator that mints for the store. */
  minters?: readonly Address[];
};

export type OperatorWalletClient = WalletClient<Transport, Chain, Account>;

/**
 * Sends the deployment transaction and returns its hash without waiting (a job records it first).
 * `nonce` pins the operator's nonce, so a resent deployment can only replace, never repeat, the first.
 */
export async function sendStoreContractDeployment(
  walletClient: OperatorWalletClient,
  params: StoreContractParams,
  options: { nonce?: number } = {},
): Promise<Hash> {
  const args = [
    params.name,
    params.symbol,
    params.owner,
    params.minters ?? [],
    params.royaltyReceiver,
    BigInt(params.royaltyBps),
    params.contractURI,
  ] as const;
  const abi = params.type === 'erc721' ? mintfrontErc721Abi : mintfrontErc1155Abi;
  try {
    return params.type === 'erc721'
      ? await walletClient.deployContract({
          abi: mintfrontErc721Abi,
          bytecode: mintfrontErc721Bytecode,
          args,
          nonce: options.nonce,
        })
      : await walletClient.deployContract({
          abi: mintfrontErc1155Abi,
          bytecode: mintfrontErc1155Bytecode,
          args,
          nonce: options.nonce,
        });
  } catch (err) {
    throw decodedRevert(err, abi) ?? err;
  }
}

// viem decodes custom errors for contract calls but not for deployments: decode the
// constructor's revert the same way, so callers can tell a contract rejection (E65) apart.
export function decodedRevert(err: unknown, abi: Abi): ContractFunctionRevertedError | undefined {
  if (!(err instanceof BaseError)) return undefined;
  const withData = err.walk((e) => typeof (e as { data?: unknown }).data === 'string') as {
    data?: Hex;
  } | null;
  if (!withData?.data) return undefined;
  return new ContractFunctionRevertedError({
    abi,
    data: withData.data,
    functionName: 'constructor',
  });
}

/** Deploys a store's ERC-721 or ERC-1155 contract and waits for it to be mined. */
export async function deployStoreContract(
  walletClient: OperatorWalletClient,
  publicClient: PublicClient,
  params: StoreContractParams,
): Promise<{ address: Address; transactionHash: Hash; blockNumber: bigint }> {
  const hash = await sendStoreContractDeployment(walletClient, params);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`deployment ${hash} of ${params.type} ${params.name} reverted`);
  }
  return {
    address: receipt.contractAddress,
    transactionHash: hash,
    blockNumber: receipt.blockNumber,
  };
}
