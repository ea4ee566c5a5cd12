/**
 * What other areas may use of raffles: the storefront's raffle page and the open raffles as menu
 * link targets. app.ts registers rafflesModule from raffles.routes.ts.
 */
export { rafflesModule } from './raffles.routes.ts';
export { viewRaffle } from './raffles-buyer.ts';
export type { RafflesDeps } from './raffles.types.ts';
export { raffleLinkTargets } from './raffles-links.ts';
