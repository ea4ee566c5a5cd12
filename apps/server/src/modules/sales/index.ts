/** What other areas may use of selling: the storefront shows each NFT's active sell orders; config shows the markets; drops pay the payout group's payees. */
export { activeSellOrders } from './sales-storefront.ts';
export { marketAddresses } from './sales-market.ts';
export { payoutSplit } from './sales-chain.ts';
