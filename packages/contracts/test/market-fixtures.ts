import { parseEther, type Abi, type Address, type Hex } from 'viem';
import { expect } from 'vitest';
import {
  deployMarket,
  mintfrontErc1155Abi,
  mintfrontErc721Abi,
  mintfrontMarketAbi,
  NATIVE_CURRENCY,
  signAcceptVoucher,
  signBidVoucher,
  signSaleVoucher,
  type AcceptVoucher,
  type BidVoucher,
  type SaleVoucher,
} from '../src/index.ts';
import { accounts, deployStore, mined, type ChainClients, type Role } from './fixtures.ts';

export const CHAIN_ID = 31337;
const { platform, owner, collector, artist, minter } = accounts;

/** The market's ABI with the store contracts' and ERC-20's errors, so viem names every revert. */
export const marketAbi = [
  ...mintfrontMarketAbi,
  ...mintfrontErc721Abi.filter((item) => item.type === 'error'),
  ...mintfrontErc1155Abi.filter((item) => item.type === 'error'),
  ...['ERC20InsufficientAllowance', 'ERC20InsufficientBalance', 'ReentrancyGuardReentrantCall'].map(
    (name) => ({
      type: 'error',
      name,
      inputs:
        name === 'ReentrancyGuardReentrantCall'
          ? []
          : [
              { name: 'a', type: 'address' },
              { name: 'b', type: 'uint256' },
              { name: 'c', type: 'uint256' },
            ],
    }),
  ),
] as Abi;

/** The platform deploys the market and is its owner and signer. */
export async function setUpMarket(c: ChainClients): Promise<Address> {
  const { address } = await deployMarket(c.wallet('platform'), c.publicClient, {
    owner: platform.address,
    signer: platform.address,
  });
  return address;
}

/** A store contract with token 1 (ERC-721) or `amount` copies of id 1 (ERC-1155) in the store wallet
 * (the owner), which approved the market. */
export async function storeWithToken(
  c: ChainClients,
  market: Address,
  type: 'erc721' | 'erc1155',
  amount = 1n,
): Promise<Address> {
  const nft = await deployStore(c, { type });
  const wallet = c.wallet('owner');
  await mined(
    c,
    type === 'erc721'
      ? wallet.writeContract({
          address: nft,
          abi: mintfrontErc721Abi,
          functionName: 'mint',
          args: [owner.address, 'ipfs://a', 0n],
        })
      : wallet.writeContract({
          address: nft,
          abi: mintfrontErc1155Abi,
          functionName: 'mint',
          args: [owner.address, 1n, amount, 'ipfs://a', 0n],
        }),
  );
  await mined(
    c,
    wallet.writeContract({
      address: nft,
      abi: mintfrontErc721Abi,
      functionName: 'setApprovalForAll',
      args: [market, true],
    }),
  );
  return nft;
}

let nextNonce = 1n;
/** A fresh nonce per voucher; consecutive ones share a storage word of the market's nonce bitmap. */
export const freshNonce = () => nextNonce++;

export async function inAnHour(c: ChainClients) {
  return (await c.publicClient.getBlock()).timestamp + 3600n;
}

/** An ERC-721 sale of token 1 for 1 ETH to the collector: artist takes all, minter the 2.5 % fee. */
export async function saleVoucher(
  c: ChainClients,
  nft: Address,
  overrides: Partial<SaleVoucher> = {},
): Promise<SaleVoucher> {
  return {
    saleId: 1n,
    buyer: collector.address,
    nft,
    standard: 721n,
    tokenId: 1n,
    quantity: 1n,
    unitPrice: parseEther('1'),
    currency: NATIVE_CURRENCY,
    seller: owner.address,
    payees: [artist.address],
    shares: [10_000n],
    feeBps: 250n,
    feeReceiver: minter.address,
    deadline: await inAnHour(c),
    nonce: freshNonce(),
    ...overrides,
  };
}

export function signSale(market: Address, voucher: SaleVoucher, signer = platform) {
  return signSaleVoucher(signer, { chainId: CHAIN_ID, market }, voucher);
}
export function signBid(market: Address, voucher: BidVoucher, signer = platform) {
  return signBidVoucher(signer, { chainId: CHAIN_ID, market }, voucher);
}
export function signAccept(market: Address, voucher: AcceptVoucher, signer = platform) {
  return signAcceptVoucher(signer, { chainId: CHAIN_ID, market }, voucher);
}

/** Sends `buy` from `role` and waits for success. */
export async function buy(
  c: ChainClients,
  market: Address,
  voucher: SaleVoucher,
  signature: Hex,
  options: { role?: Role; value?: bigint } = {},
) {
  const value =
    options.value ??
    (voucher.currency === NATIVE_CURRENCY ? voucher.unitPrice * voucher.quantity : 0n);
  return mined(
    c,
    c.wallet(options.role ?? 'collector').writeContract({
      address: market,
      abi: mintfrontMarketAbi,
      functionName: 'buy',
      args: [voucher, signature],
      value,
    }),
  );
}

/** Expects the call, simulated from `role`, to revert with the named error. */
export async function expectRevert(
  c: ChainClients,
  call: { address: Address; functionName: string; args: readonly unknown[]; value?: bigint },
  role: Role,
  error: string,
) {
  await expect(
    c.publicClient.simulateContract({ ...call, abi: marketAbi, account: accounts[role] }),
  ).rejects.toThrow(error);
}

export const credits = (c: ChainClients, market: Address, account: Address, currency: Address) =>
  c.publicClient.readContract({
    address: market,
    abi: mintfrontMarketAbi,
    functionName: 'credits',
    args: [account, currency],
  });

export const nonceUsed = (c: ChainClients, market: Address, nonce: bigint) =>
  c.publicClient.readContract({
    address: market,
    abi: mintfrontMarketAbi,
    functionName: 'nonceUsed',
    args: [nonce],
  });
