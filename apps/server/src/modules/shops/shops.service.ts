import {
  OWNER_ALLOWS,
  STORE_REOPEN_WINDOW_DAYS,
  type CreateShopBody,
  type Shop,
} from '@mintfront/domain';
import { memberAllows } from '../../platform/auth/access-plugin.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { wholePage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { ensureDefaultTheme } from '../themes/index.ts';
import { shopsRepo, type ShopWithOwner } from './shops.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REOPEN_WINDOW_MS = STORE_REOPEN_WINDOW_DAYS * DAY_MS;

/** The Shop of spec doc 1 §3 with the caller's standing in it (docs/api.md "Stores"). */
export function toShop(
  row: ShopWithOwner,
  storeDomain: string,
  caller: { allows: number; isOwner: boolean },
): Shop {
  return {
    id: row.id,
    name: row.name,
    chain: row.chain,
    subdomain: row.subdomain,
    domain: `${row.subdomain}.${storeDomain}`,
    icon: row.icon,
    language: row.language,
    status: row.status,
    publishingStatus: row.publishingStatus,
    storeOwnerName: row.ownerName,
    storeOwnerEmail: row.ownerEmail,
    storeOwnerWallet: row.ownerWallet,
    payoutWalletAddress: row.payoutWalletAddress,
    visit: { password: row.visitPassword !== null, message: row.visitMessage },
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    allows: caller.allows,
    isOwner: caller.isOwner,
    // Store home's four steps (spec doc 1 §2), read from the store's data.
    setup: {
      customizeTheme: row.hasCustomTheme,
      setUpDomain: row.hasValidDomain,
      createNft: row.hasNft,
      sellNft: row.hasSoldNft,
    },
  };
}

const asOwner = { allows: OWNER_ALLOWS, isOwner: true };

async function load(db: Db, id: number): Promise<ShopWithOwner> {
  const shop = await shopsRepo.findWithOwner(db, id);
  if (!shop) throw new AppError('NO_SHOP_ACCESS');
  return shop;
}

export const shopsService = {
  /** POST /api/shops: the caller becomes the owner. */
  async create(db: Db, user: UserRow, body: CreateShopBody, storeDomain: string): Promise<Shop> {
    // spec §5: the store name may not equal the password
    if (user.passwordHash && (await verifyPassword(body.name, user.passwordHash)))
      throw fieldError('name', 'storeNameIsPassword');
    if (await shopsRepo.findByNameInsensitive(db, body.name)) throw new AppError('E4');
    if (await shopsRepo.findBySubdomain(db, body.subdomain)) throw new AppError('SUBDOMAIN_TAKEN');
    const row = await shopsRepo
      .insert(db, {
        ownerId: user.id,
        name: body.name,
        chain: body.chain,
        subdomain: body.subdomain,
        language: user.language,
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err, 'shops_name_lower_key')) throw new AppError('E4');
        if (isUniqueViolation(err, 'shops_subdomain_key')) throw new AppError('SUBDOMAIN_TAKEN');
        throw err;
      });
    // A new store starts with a default theme showing its NFTs (issue 24).
    await ensureDefaultTheme(db, row);
    return toShop(await load(db, row.id), storeDomain, asOwner);
  },

  /** GET /api/shops: owned or joined open stores, or owned stores closed within 90 days. */
  async list(db: Db, userId: number, type: 'owned' | 'joined' | 'closed', storeDomain: string) {
    let list: Shop[];
    if (type === 'joined') {
      const rows = await shopsRepo.listJoined(db, userId);
      list = rows.map((r) => toShop(r.shop, storeDomain, { allows: r.allows, isOwner: false }));
    } else if (type === 'closed') {
      const rows = await shopsRepo.listOwned(
        db,
        userId,
        'closed',
        new Date(Date.now() - REOPEN_WINDOW_MS),
      );
      list = rows.map((r) => toShop(r, storeDomain, asOwner));
    } else {
      list = (await shopsRepo.listOwned(db, userId, 'open')).map((r) =>
        toShop(r, storeDomain, asOwner),
      );
    }
    return wholePage(list);
  },

  /** POST /api/shop/into: a member enters an open shop. */
  async enter(db: Db, userId: number, shopId: number, storeDomain: string): Promise<Shop> {
    const shop = await load(db, shopId);
    const { allows, isOwner } = await memberAllows(db, shop, userId);
    if (allows === null) throw new AppError('NO_SHOP_ACCESS');
    if (shop.status !== 'open') throw new AppError('NO_SHOP_SELECTED');
    return toShop(shop, storeDomain, { allows, isOwner });
  },

  async info(
    db: Db,
    shopId: number,
    caller: { allows: number; isOwner: boolean },
    storeDomain: string,
  ) {
    return toShop(await load(db, shopId), storeDomain, caller);
  },

  /** POST /api/shop/close: the owner closes the store with the login password (spec doc 2 §4). */
  async close(db: Db, user: UserRow, shopId: number, password: string, storeDomain: string) {
    if (!(await verifyPassword(password, user.passwordHash))) throw new AppError('E29');
    await shopsRepo.update(db, shopId, { status: 'closed', closedAt: new Date() });
    return toShop(await load(db, shopId), storeDomain, asOwner);
  },

  /** PUT /api/shop/open: re-opens within 90 days of closing (spec §4), else 40014. */
  async reopen(db: Db, user: UserRow, shopId: number, password: string, storeDomain: string) {
    const shop = await load(db, shopId);
    if (shop.ownerId !== user.id) throw new AppError('NO_SHOP_ACCESS');
    if (!(await verifyPassword(password, user.passwordHash))) throw new AppError('E29');
    if (shop.status === 'open') return toShop(shop, storeDomain, asOwner);
    if (!shop.closedAt || Date.now() - shop.closedAt.getTime() > REOPEN_WINDOW_MS)
      throw new AppError('STORE_REOPEN_EXPIRED');
    await shopsRepo.update(db, shopId, { status: 'open', closedAt: null });
    return toShop(await load(db, shopId), storeDomain, asOwner);
  },
};
