import { and, desc, eq, ilike } from 'drizzle-orm';
import { WHITELIST_ADDRESSES_MAX, type Whitelist, type WhitelistBody, type WhitelistUpload, type WhitelistsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { crud, listPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkAddresses, parseAddressFile } from './whitelists-addresses.ts';
import { whitelists, type WhitelistRow } from './whitelists.tables.ts';

const repo = crud(whitelists);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toWhitelist(row: WhitelistRow, withAddresses: boolean): Whitelist {
  return { id: row.id, name: row.name, num: row.num, ...(withAddresses ? { addresses: row.addresses } : {}), createdAt: row.createdAt.toISOString() };
}

/** The addresses of a JSON body: their "line" is their place in the list, from 1. */
const fromBody = (body: WhitelistBody) => checkAddresses(body.addresses.map((address, i) => ({ line: i + 1, address })));

async function findOfShop(db: Db, shopId: number, id: number) {
  const row = await repo.findOne(db, and(eq(whitelists.shopId, shopId), eq(whitelists.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const whitelistsService = {
  async list(db: Db, shopId: number, q: WhitelistsQuery) {
    const where = and(eq(whitelists.shopId, shopId), q.search ? ilike(whitelists.name, `%${escapeLike(q.search)}%`) : undefined);
    const [rows, total] = await Promise.all([
      db.select().from(whitelists).where(where).orderBy(desc(whitelists.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      repo.count(db, where),
    ]);
    return listPage(rows.map((r) => toWhitelist(r, false)), total, q.limit);
  },
  get: async (db: Db, shopId: number, id: number) => toWhitelist(await findOfShop(db, shopId, id), true),
  async create(db: Db, shopId: number, body: WhitelistBody) {
    const addresses = fromBody(body);
    return toWhitelist(await repo.insert(db, { shopId, name: body.name, addresses, num: addresses.length }), true);
  },
  async update(db: Db, shopId: number, id: number, body: WhitelistBody) {
    await findOfShop(db, shopId, id);
    const addresses = fromBody(body);
    return toWhitelist((await repo.update(db, id, { name: body.name, addresses, num: addresses.length }))!, true);
  },
  async remove(db: Db, shopId: number, id: number) {
    await findOfShop(db, shopId, id);
    await repo.remove(db, id);
    return {};
  },
  /** POST /api/whites/upload: the file's addresses checked and answered; the form then saves them. */
  upload(file: Buffer): WhitelistUpload {
    const entries = parseAddressFile(file);
    if (entries.length > WHITELIST_ADDRESSES_MAX) throw new AppError('WHITELIST_FILE_INVALID', { reason: `more than ${WHITELIST_ADDRESSES_MAX} addresses` });
    const addresses = checkAddresses(entries);
    return { addresses, num: addresses.length };
  },
};
