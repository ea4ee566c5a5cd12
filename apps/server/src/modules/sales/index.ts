/** What other areas may use of selling: the storefront shows each NFT's active sell orders; config shows the markets. */
export { activeSellOrders } from './sales-storefront.ts';
export { marketAddresses } from './sales-market.ts';
