import { verifyPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { toThemeConfig } from './themes.service.ts';
import { themesRepo } from './themes.repo.ts';

/**
 * Whether a visitor may see the store (spec doc 1 §1: "a visitor needs a password when the store
 * is unpublished"): a published store is open; an unpublished one answers STORE_PASSWORD_REQUIRED
 * without a password (with the store's message for the password page) and STORE_PASSWORD_WRONG
 * for a wrong one. A store without a password cannot be entered until it is published.
 */
export async function checkVisitor(shop: ShopRow, password: string | undefined): Promise<void> {
  if (shop.publishingStatus === 'published') return;
  if (password === undefined || password === '')
    throw new AppError('STORE_PASSWORD_REQUIRED', {}, { message: shop.visitMessage });
  if (!shop.visitPassword || !(await verifyPassword(password, shop.visitPassword)))
    throw new AppError('STORE_PASSWORD_WRONG', {}, { message: shop.visitMessage });
}

/**
 * The theme visitors see: the live one. Read on every storefront page, so it only reads: stores
 * get their default theme when created, or from the backfill at start (backfillDefaultThemes).
 */
export async function liveThemeConfig(db: Db, shop: ShopRow) {
  const row = await themesRepo.live(db, shop.id);
  return row ? toThemeConfig(row, shop) : null;
}
