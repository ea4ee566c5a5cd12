import { shopCrud } from '../../platform/db/repo-helper.ts';
import { whitelists } from './whitelists.tables.ts';

export const whitelistsRepo = shopCrud(whitelists);
