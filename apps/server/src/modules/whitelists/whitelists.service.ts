import { desc } from 'drizzle-orm';
import {
  WHITELIST_ADDRESSES_MAX,
  type Whitelist,
  type WhitelistBody,
  type WhitelistUpload,
  type WhitelistsQuery,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { containsText, mapPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkAddresses, parseAddressFile } from './whitelists-addresses.ts';
import { whitelistsRepo as repo } from './whitelists.repo.ts';
import { whitelists, type WhitelistRow } from './whitelists.tables.ts';

function toWhitelist(row: WhitelistRow, withAddresses: boolean): Whitelist {
  return {
    id: row.id,
    name: row.name,
    num: row.num,
    ...(withAddresses ? { addresses: row.addresses } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The addresses of a JSON body: their "line" is their place in the list, from 1. */
const fromBody = (body: WhitelistBody) =>
  checkAddresses(body.addresses.map((address, i) => ({ line: i + 1, address })));

export const whitelistsService = {
  async list(db: Db, shopId: number, q: WhitelistsQuery) {
    const where = q.search ? containsText(whitelists.name, q.search) : undefined;
    return mapPage(await repo.page(db, shopId, q, where, desc(whitelists.id)), (r) =>
      toWhitelist(r, false),
    );
  },
  get: async (db: Db, shopId: number, id: number) =>
    toWhitelist(await repo.findOrFail(db, shopId, id), true),
  async create(db: Db, shopId: number, body: WhitelistBody) {
    const addresses = fromBody(body);
    return toWhitelist(
      await repo.insert(db, shopId, { name: body.name, addresses, num: addresses.length }),
      true,
    );
  },
  async update(db: Db, shopId: number, id: number, body: WhitelistBody) {
    await repo.findOrFail(db, shopId, id);
    const addresses = fromBody(body);
    return toWhitelist(
      (await repo.update(db, shopId, id, { name: body.name, addresses, num: addresses.length }))!,
      true,
    );
  },
  async remove(db: Db, shopId: number, id: number) {
    await repo.findOrFail(db, shopId, id);
    await repo.remove(db, shopId, id);
    return {};
  },
  /** POST /api/whites/upload: the file's addresses checked and answered; the form then saves them. */
  upload(file: Buffer): WhitelistUpload {
    const entries = parseAddressFile(file);
    if (entries.length > WHITELIST_ADDRESSES_MAX)
      throw new AppError('WHITELIST_FILE_INVALID', {
        reason: `more than ${WHITELIST_ADDRESSES_MAX} addresses`,
      });
    const addresses = checkAddresses(entries);
    return { addresses, num: addresses.length };
  },
};
