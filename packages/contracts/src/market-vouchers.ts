import type { Address, Hex, LocalAccount } from 'viem';

// The EIP-712 vouchers of contracts/MintfrontMarket.sol; the type lists must match the *_TYPEHASH strings
// of contracts/MarketVouchers.sol.
export const marketVoucherTypes = {
  SaleVoucher: [
    { name: 'saleId', type: 'uint256' },
    { name: 'buyer', type: 'address' },
    { name: 'nft', type: 'address' },
    { name: 'standard', type: 'uint256' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'quantity', type: 'uint256' },
    { name: 'unitPrice', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'seller', type: 'address' },
    { name: 'payees', type: 'address[]' },
    { name: 'shares', type: 'uint256[]' },
    { name: 'feeBps', type: 'uint256' },
    { name: 'feeReceiver', type: 'address' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
  BidVoucher: [
    { name: 'saleId', type: 'uint256' },
    { name: 'bidder', type: 'address' },
    { name: 'nft', type: 'address' },
    { name: 'standard', type: 'uint256' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'quantity', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'auction', type: 'bool' },
    { name: 'minimumPrice', type: 'uint256' },
    { name: 'incrementBps', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
  AcceptVoucher: [
    { name: 'offerId', type: 'uint256' },
    { name: 'seller', type: 'address' },
    { name: 'payees', type: 'address[]' },
    { name: 'shares', type: 'uint256[]' },
    { name: 'feeBps', type: 'uint256' },
    { name: 'feeReceiver', type: 'address' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

/** address(0) as a voucher's currency: the chain's native coin. */
export const NATIVE_CURRENCY: Address = '0x0000000000000000000000000000000000000000';

/** 721 or 1155: how the market moves the NFT (ERC-721 always quantity 1). */
export type TokenStandard = 721n | 1155n;

/** Who gets paid: payees' shares in basis points summing to 10,000, after the service fee. */
export type MarketSplit = {
  payees: readonly Address[];
  shares: readonly bigint[];
  feeBps: bigint;
  feeReceiver: Address;
};

/** A purchase (sell order types 1, 3, 4); `unitPrice` is after discount, in the currency's smallest unit. */
export type SaleVoucher = MarketSplit & {
  saleId: bigint;
  buyer: Address;
  nft: Address;
  standard: TokenStandard;
  tokenId: bigint;
  quantity: bigint;
  unitPrice: bigint;
  currency: Address;
  /** The store wallet holding the NFT, which approved the market with setApprovalForAll. */
  seller: Address;
  /** Unix seconds after which the voucher no longer settles. */
  deadline: bigint;
  /** Single-use across every voucher kind of the market. */
  nonce: bigint;
};

/** An auction bid (`auction` true: only the highest stands) or an offer; the nonce is the offer id on chain. */
export type BidVoucher = {
  saleId: bigint;
  bidder: Address;
  nft: Address;
  standard: TokenStandard;
  tokenId: bigint;
  quantity: bigint;
  currency: Address;
  /** The whole bid for `quantity`. */
  amount: bigint;
  auction: boolean;
  minimumPrice: bigint;
  /** An auction's next bid must be at least the standing bid plus this many basis points of it. */
  incrementBps: bigint;
  /** Unix seconds after which an unaccepted bid can be reclaimed by its bidder. */
  expiry: bigint;
  deadline: bigint;
  nonce: bigint;
};

/** The owner's choice of an escrowed bid (`offerId` = the bid voucher's nonce). */
export type AcceptVoucher = MarketSplit & {
  offerId: bigint;
  seller: Address;
  deadline: bigint;
  nonce: bigint;
};

/** The market's EIP-712 domain on a chain. */
export function marketDomain(chainId: number, market: Address) {
  return { name: 'MintfrontMarket', version: '1', chainId, verifyingContract: market } as const;
}

type VoucherTarget = { chainId: number; market: Address };

async function signTyped<P extends keyof typeof marketVoucherTypes>(
  signer: LocalAccount,
  target: VoucherTarget,
  primaryType: P,
  message: Record<string, unknown>,
): Promise<Hex> {
  return signer.signTypedData({
    domain: marketDomain(target.chainId, target.market),
    types: marketVoucherTypes,
    primaryType,
    message,
  } as Parameters<LocalAccount['signTypedData']>[0]);
}

/** The platform signer's signature of a purchase voucher, for `buy(voucher, signature)`. */
export function signSaleVoucher(signer: LocalAccount, target: VoucherTarget, voucher: SaleVoucher) {
  return signTyped(signer, target, 'SaleVoucher', voucher);
}

/** The platform signer's signature of a bid voucher, for `bid(voucher, signature)`. */
export function signBidVoucher(signer: LocalAccount, target: VoucherTarget, voucher: BidVoucher) {
  return signTyped(signer, target, 'BidVoucher', voucher);
}

/** The platform signer's signature of an accepted offer, for `accept(voucher, signature)`. */
export function signAcceptVoucher(
  signer: LocalAccount,
  target: VoucherTarget,
  voucher: AcceptVoucher,
) {
  return signTyped(signer, target, 'AcceptVoucher', voucher);
}
