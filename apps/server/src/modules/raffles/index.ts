/** Raffles are used by no other area yet; app.ts registers rafflesModule from raffles.routes.ts. */
export { rafflesModule } from './raffles.routes.ts';
