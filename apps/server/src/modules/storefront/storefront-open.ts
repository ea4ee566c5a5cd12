import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { shops, type ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { admitVisitor } from './storefront-visit.ts';

/**
 * The open store of a buyer call's path, once the visitor may see it (API.md "Storefront (buyer)
 * calls"): 40400 unknown, 40012 closed, 40123/40124 its visitor password (X-Store-Password).
 */
export async function openStore(db: Db, req: FastifyRequest, subdomain: string): Promise<ShopRow> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.subdomain, subdomain.toLowerCase())));
  if (!shop) throw new AppError('NOT_FOUND');
  if (shop.status === 'closed') throw new AppError('NO_SHOP_SELECTED');
  const password = req.headers['x-store-password'];
  await admitVisitor(db, req, shop, typeof password === 'string' ? password : undefined);
  return shop;
}

/** An unpublished store's visitor password, as GET /api/store/{subdomain} takes it. */
export const visitHeaders = z.object({ 'x-store-password': z.string().max(256).optional() });
