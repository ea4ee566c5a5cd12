/** What other areas may use of whitelists: drops read a whitelist of the shop for their allowlists. */
import { whitelistsRepo } from './whitelists.repo.ts';

export type { WhitelistRow } from './whitelists.tables.ts';

/** The shop's whitelist with this id, or undefined. */
export const findWhitelistInShop = whitelistsRepo.find;
