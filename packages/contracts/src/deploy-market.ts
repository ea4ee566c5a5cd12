import type { Address, Hash, PublicClient } from 'viem';
import type { OperatorWalletClient } from './deploy-store-contract.ts';
import { mintfrontMarketAbi, mintfrontMarketBytecode } from './generated/mintfront-market.ts';

export type MarketParams = {
  /** May change the signer; with the signer, may cancel nonces and sales and refuse offers. */
  owner: Address;
  /** The platform key that signs sale, bid and accept vouchers. */
  signer: Address;
};

/** Deploys the chain's market contract (one per chain) and waits for it to be mined. */
export async function deployMarket(
  walletClient: OperatorWalletClient,
  publicClient: PublicClient,
  params: MarketParams,
): Promise<{ address: Address; transactionHash: Hash; blockNumber: bigint }> {
  const hash = await walletClient.deployContract({
    abi: mintfrontMarketAbi,
    bytecode: mintfrontMarketBytecode,
    args: [params.owner, params.signer],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`deployment ${hash} of the market reverted`);
  }
  return {
    address: receipt.contractAddress,
    transactionHash: hash,
    blockNumber: receipt.blockNumber,
  };
}
