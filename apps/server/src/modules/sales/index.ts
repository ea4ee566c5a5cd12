/** What other areas may use of selling: the storefront shows each NFT's active sell orders; config shows the markets; drops pay the payout group's payees. */
export { activeSellOrders } from './sales-storefront.ts';
export { marketAddresses } from './sales-market.ts';
export { payoutSplit, sendAsOperator } from './sales-chain.ts';
/** The launchpad: airdrops are type 5 sell orders claimed through the same checkout and market. */
export { purchase, type PurchaseBody } from './sales-buyer-checkout.ts';
export { storeParams } from './sales-buyer.routes.ts';
export {
  airdropStock,
  cancelAirdropOrders,
  claimableOf,
  claimedByWallet,
  claimsOf,
  listAirdropOrders,
  sellOrdersByIds,
  type AirdropListing,
} from './sales-airdrop.ts';
export type { SalesDeps } from './sales.types.ts';
