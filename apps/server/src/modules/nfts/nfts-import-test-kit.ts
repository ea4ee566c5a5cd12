import { deployStoreContract, mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import type { Collection } from '@mintfront/domain';
import type { Address } from 'viem';
import { expect } from 'vitest';
import type { TestChain } from '../../test/chain.ts';
import { call, type TestApp } from '../../test/helper.ts';
import type { Who } from './nfts-test-kit.ts';

// Tokens that exist on chain before a store imports them: contracts deployed and minted straight
// on the test chain by its operator wallet, as someone else's collection would be.

/** Metadata as a data: URI (no server needed). */
export const jsonUri = (v: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(v)).toString('base64')}`;

/** The royalty (basis points) of the collections deployed here; their tokens are minted at it. */
const ROYALTY_BPS = 300;

/** Deploys a store contract straight on the chain (someone else's collection, as far as the store knows). */
export async function deployOnChain(
  chain: TestChain,
  type: 'erc721' | 'erc1155',
  symbol: string,
): Promise<Address> {
  const wallet = chain.clients.walletClient('local');
  const { address } = await deployStoreContract(wallet, chain.publicClient, {
    type,
    name: `Old ${symbol}`,
    symbol,
    owner: wallet.account.address,
    royaltyReceiver: wallet.account.address,
    royaltyBps: ROYALTY_BPS,
    contractURI: '',
  });
  return address;
}

/** Mints the next ERC-721 token to the operator wallet. */
export async function mint721(chain: TestChain, address: Address, uri: string) {
  const wallet = chain.clients.walletClient('local');
  const hash = await wallet.writeContract({
    address,
    abi: mintfrontErc721Abi,
    functionName: 'mint',
    args: [wallet.account.address, uri, BigInt(ROYALTY_BPS)],
  });
  await chain.publicClient.waitForTransactionReceipt({ hash });
}

/** Mints `amount` of ERC-1155 token `id` to the operator wallet. */
export async function mint1155(
  chain: TestChain,
  address: Address,
  id: bigint,
  amount: bigint,
  uri: string,
) {
  const wallet = chain.clients.walletClient('local');
  const hash = await wallet.writeContract({
    address,
    abi: mintfrontErc1155Abi,
    functionName: 'mint',
    args: [wallet.account.address, id, amount, uri, BigInt(ROYALTY_BPS)],
  });
  await chain.publicClient.waitForTransactionReceipt({ hash });
}

/** POST /api/contracts/import of a contract on the local chain. */
export async function importCollection(
  app: TestApp,
  who: Who,
  address: Address,
): Promise<Collection> {
  const res = await call<Collection>(app, 'POST', '/api/contracts/import', {
    ...who,
    body: { address, chain: 'local' },
  });
  expect(res.body.statusCode).toBe(0);
  return res.body.data;
}
