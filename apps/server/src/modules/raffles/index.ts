/** What other areas may use of raffles: the storefront's raffle page. app.ts registers rafflesModule from raffles.routes.ts. */
export { rafflesModule } from './raffles.routes.ts';
export { viewRaffle } from './raffles-buyer.ts';
export type { RafflesDeps } from './raffles.types.ts';
