import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import { BEARER_PREFIX, OWNER_ALLOWS, authHeaders, hasPermission } from '@mintfront/domain';
import { shopMembers, shops, type ShopMemberRow, type ShopRow } from '../../modules/shops/shops.tables.ts';
import type { UserRow } from '../../modules/users/users.tables.ts';
import type { Db } from '../db/db-client.ts';
import { perDatabase } from '../db/prepared.ts';
import { AppError } from '../http/app-error.ts';
import { DOCS_PREFIX } from '../http/openapi.ts';
import { findSessionUser } from './sessions.ts';

export type Access = 'public' | 'user' | 'shop';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (docs/api.md "Access"). Every /api route declares it. */
    access?: Access;
    /** Permission bits of spec §6, checked with hasPermission; 0 = any member of the shop. */
    mask?: number;
    /** Only the shop's owner, whatever a collaborator's mask holds. */
    owner?: boolean;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: number | null;
    shop: ShopRow | null;
    allows: number;
    isOwner: boolean;
  }
}

/** Routes outside the access rule: the OpenAPI pages and the console's static files. */
export function isUnguardedRoute(url: string): boolean {
  return url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || !(url === '/api' || url.startsWith('/api/'));
}

const MALFORMED = Symbol('malformed');

/**
 * One access header read through its field of the shared `authHeaders` schema: undefined when
 * absent, MALFORMED when the schema refuses it. The hook runs before the route's own header
 * validation, so these answers (401, 40003, 40012) come first and say nothing of the schema.
 */
function accessHeader(req: FastifyRequest, name: keyof typeof authHeaders.shape): string | undefined | typeof MALFORMED {
  const value = req.headers[name];
  if (value === undefined) return undefined;
  const parsed = authHeaders.shape[name].safeParse(value);
  return parsed.success && parsed.data !== undefined ? parsed.data : MALFORMED;
}

/** The signed-in user of the request, or null: unknown, expired or revoked token, or spoofed X-User-Id. */
async function resolveUser(db: Db, req: FastifyRequest): Promise<{ user: UserRow; sessionId: number } | null> {
  const authorization = accessHeader(req, 'authorization');
  if (authorization === undefined || authorization === MALFORMED) return null;
  // One query for the session and its user: this runs on every signed-in call.
  const found = await findSessionUser(db, authorization.slice(BEARER_PREFIX.length));
  if (!found) return null;
  // A malformed X-User-Id cannot be the token's user either.
  const claimed = accessHeader(req, 'x-user-id');
  if (claimed !== undefined && claimed !== String(found.user.id)) return null;
  return found;
}

/** The shop and the caller's membership in one prepared statement (every shop call runs it). */
const shopAccess = perDatabase((db) =>
  db
    .select({ shop: shops, member: shopMembers })
    .from(shops)
    .leftJoin(shopMembers, and(eq(shopMembers.shopId, shops.id), eq(shopMembers.userId, sql.placeholder('user'))))
    .where(eq(shops.id, sql.placeholder('shop')))
    .limit(1)
    .prepare('access_shop_member'),
);

/** The caller's standing in the shop of X-Shop-Id (docs/api.md "Access" table, in order). */
async function resolveShop(db: Db, req: FastifyRequest, user: UserRow) {
  if (req.headers['x-shop-id'] === '') throw new AppError('NO_SHOP_SELECTED');
  const shopId = accessHeader(req, 'x-shop-id');
  if (shopId === undefined) throw new AppError('NO_SHOP_SELECTED');
  if (shopId === MALFORMED) throw new AppError('NO_SHOP_ACCESS');
  const [row] = await shopAccess(db).execute({ shop: Number(shopId), user: user.id });
  if (!row) throw new AppError('NO_SHOP_ACCESS');
  const { allows, isOwner } = allowsOf(row.shop, user.id, row.member);
  if (!isOwner && allows === null) throw new AppError('NO_SHOP_ACCESS');
  if (row.shop.status !== 'open') throw new AppError('NO_SHOP_SELECTED');
  return { shop: row.shop, allows: allows ?? 0, isOwner };
}

/** The owner holds every bit; an active collaborator the allows of their membership; others null. */
function allowsOf(shop: ShopRow, userId: number, member: ShopMemberRow | null): { allows: number | null; isOwner: boolean } {
  if (shop.ownerId === userId) return { allows: OWNER_ALLOWS, isOwner: true };
  return { allows: member && member.status === 'active' ? member.allows : null, isOwner: false };
}

/** The caller's permissions in a shop (see allowsOf). */
export async function memberAllows(db: Db, shop: ShopRow, userId: number): Promise<{ allows: number | null; isOwner: boolean }> {
  if (shop.ownerId === userId) return allowsOf(shop, userId, null);
  const [member] = await db
    .select()
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shop.id), eq(shopMembers.userId, userId)))
    .limit(1);
  return allowsOf(shop, userId, member ?? null);
}

/**
 * One hook enforces every route's `config.access` and `config.mask`. It runs at onRequest,
 * before the body is validated, so an anonymous or foreign caller learns nothing of the schema.
 */
export const accessPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('shop', null);
    app.decorateRequest('allows', 0);
    app.decorateRequest('isOwner', false);

    app.addHook('onRoute', (route) => {
      if (isUnguardedRoute(route.url)) return;
      const access = route.config?.access;
      if (access !== 'public' && access !== 'user' && access !== 'shop') {
        throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
      }
    });

    app.addHook('onRequest', async (req) => {
      const config = req.routeOptions.config;
      if (!config.access) return;
      const signedIn = await resolveUser(app.db, req);
      if (signedIn) {
        req.user = signedIn.user;
        req.sessionId = signedIn.sessionId;
      }
      // Public routes read a session when one is sent (password update while signed in).
      if (config.access === 'public') return;
      if (!signedIn) throw new AppError('UNAUTHORIZED');
      if (config.access === 'user') return;
      const { shop, allows, isOwner } = await resolveShop(app.db, req, signedIn.user);
      req.shop = shop;
      req.allows = allows;
      req.isOwner = isOwner;
      if (config.owner && !isOwner) throw new AppError('FORBIDDEN');
      if (!hasPermission(allows, config.mask ?? 0)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'access', dependencies: ['db'] },
);
