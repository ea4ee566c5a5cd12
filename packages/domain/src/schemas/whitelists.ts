import { z } from 'zod';
import { pagingQuery } from './common.ts';
import { zString } from './text.ts';

// Whitelists (spec doc 2 §3: id, name, num, addresses; §5: addresses not duplicated).

export const WHITELIST_NAME_MAX = 60;
export const WHITELIST_ADDRESSES_MAX = 10_000;
/** POST /api/whites/upload: a CSV or XLSX file of at most 2 MB. */
export const WHITELIST_FILE_MAX_BYTES = 2 * 1024 * 1024;

const name = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(WHITELIST_NAME_MAX, { error: 'tooLong' });
/** Addresses are checked by the server (EIP-55 needs keccak), which names the line of a bad one. */
const addresses = z
  .array(zString({ error: 'invalid' }).trim().max(64, { error: 'invalid' }), { error: 'required' })
  .min(1, { error: 'required' })
  .max(WHITELIST_ADDRESSES_MAX, { error: 'tooMany' });

export const whitelistBody = z.object({ name, addresses });
export type WhitelistBody = z.infer<typeof whitelistBody>;

export const whitelistsQuery = pagingQuery.extend({
  search: z.preprocess(
    (v) => (v === '' ? undefined : v),
    zString().trim().max(WHITELIST_NAME_MAX, { error: 'tooLong' }).optional(),
  ),
});
export type WhitelistsQuery = z.infer<typeof whitelistsQuery>;

export type Whitelist = {
  id: number;
  name: string;
  num: number;
  addresses?: string[];
  createdAt: string;
};
/** Answer of POST /api/whites/upload: the addresses of the file, checked, for the form. */
export type WhitelistUpload = { addresses: string[]; num: number };
