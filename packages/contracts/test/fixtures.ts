import {
  createPublicClient,
  createWalletClient,
  http,
  type Account,
  type Address,
  type Hash,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect } from 'vitest';
import { deployStoreContract, type StoreContractParams } from '../src/index.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';

/** Anvil's funded dev accounts, one per role in the tests. */
export const accounts = {
  platform: mnemonicToAccount(MNEMONIC, { addressIndex: 0 }),
  owner: mnemonicToAccount(MNEMONIC, { addressIndex: 1 }),
  minter: mnemonicToAccount(MNEMONIC, { addressIndex: 2 }),
  stranger: mnemonicToAccount(MNEMONIC, { addressIndex: 3 }),
  collector: mnemonicToAccount(MNEMONIC, { addressIndex: 4 }),
  artist: mnemonicToAccount(MNEMONIC, { addressIndex: 5 }),
};
export type Role = keyof typeof accounts;

/** Public client and one wallet client per role on the given anvil. */
export function chainClients(rpcUrl: string) {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 50 });
  const walletFor = (account: Account) =>
    createWalletClient({ chain: foundry, transport, account });
  const wallet = (role: Role) => walletFor(accounts[role]);
  return { publicClient, wallet, walletFor };
}
export type ChainClients = ReturnType<typeof chainClients>;

/** Deploys a store contract from the platform account with the store owner as owner. */
export async function deployStore(
  clients: ChainClients,
  overrides: Partial<StoreContractParams> & Pick<StoreContractParams, 'type'>,
): Promise<Address> {
  const { address } = await deployStoreContract(clients.wallet('platform'), clients.publicClient, {
    name: 'Moon Cats',
    symbol: 'MOON',
    owner: accounts.owner.address,
    royaltyReceiver: accounts.artist.address,
    royaltyBps: 1000,
    contractURI: 'ipfs://collection.json',
    ...overrides,
  });
  return address;
}

/** Waits for a sent transaction and checks that it succeeded. */
export async function mined(clients: ChainClients, sent: Promise<Hash>) {
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash: await sent });
  expect(receipt.status).toBe('success');
  return receipt;
}
