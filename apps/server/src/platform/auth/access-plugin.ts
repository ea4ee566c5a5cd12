import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import { BEARER_PREFIX, OWNER_ALLOWS, authHeaders, hasPermission } from '@mintfront/domain';
import { shopMembers, shops, type ShopMemberRow, type ShopRow } from '../tenancy/shops.tables.ts';
import { users, type UserRow } from '../tenancy/users.tables.ts';
import type { Db } from '../db/db-client.ts';
import { perDatabase } from '../db/prepared.ts';
import { AppError } from '../http/app-error.ts';
import { DOCS_PREFIX } from '../http/openapi.ts';
import { sessions } from './auth.tables.ts';
import { liveSession, sessionParams, sessionUserRow, useSession } from './sessions.ts';

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
  return (
    url === DOCS_PREFIX ||
    url.startsWith(`${DOCS_PREFIX}/`) ||
    !(url === '/api' || url.startsWith('/api/'))
  );
}

const MALFORMED = Symbol('malformed');

/**
 * One access header read through its field of the shared `authHeaders` schema: undefined when
 * absent, MALFORMED when the schema refuses it. The hook runs before the route's own header
 * validation, so these answers (401, 40003, 40012) come first and say nothing of the schema.
 */
function accessHeader(
  req: FastifyRequest,
  name: keyof typeof authHeaders.shape,
): string | undefined | typeof MALFORMED {
  const value = req.headers[name];
  if (value === undefined) return undefined;
  const parsed = authHeaders.shape[name].safeParse(value);
  return parsed.success && parsed.data !== undefined ? parsed.data : MALFORMED;
}

/** The bearer token of the request, or null when absent or malformed. */
function bearerToken(req: FastifyRequest): string | null {
  const authorization = accessHeader(req, 'authorization');
  if (authorization === undefined || authorization === MALFORMED) return null;
  return authorization.slice(BEARER_PREFIX.length);
}

/** A spoofed X-User-Id (or a malformed one) cannot be the token's user. */
function claimsOtherUser(req: FastifyRequest, user: UserRow): boolean {
  const claimed = accessHeader(req, 'x-user-id');
  return claimed !== undefined && claimed !== String(user.id);
}

/**
 * The session, its user, the shop of X-Shop-Id and the user's membership in it, in one prepared
 * statement: a shop call makes one database round trip to be allowed in.
 */
const sessionShopAccess = perDatabase((db) =>
  db
    .select({ session: sessions, user: users, shop: shops, member: shopMembers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(shops, eq(shops.id, sql.placeholder('shop')))
    .leftJoin(shopMembers, and(eq(shopMembers.shopId, shops.id), eq(shopMembers.userId, users.id)))
    .where(liveSession())
    .limit(1)
    .prepare('access_session_shop_member'),
);

type ShopLookup = { shop: ShopRow | null; member: ShopMemberRow | null };
type SignedIn = { user: UserRow; sessionId: number; shop?: ShopLookup };
/** What the access check reads of a token (and the shop of X-Shop-Id). */
type AccessRow = { session: { id: number; expiresAt: Date }; user: UserRow; shop?: ShopLookup };

async function readAccess(
  db: Db,
  params: ReturnType<typeof sessionParams>,
  shopId: number | null,
): Promise<AccessRow | undefined> {
  if (shopId === null) return sessionUserRow(db, params);
  const [row] = await sessionShopAccess(db).execute({ ...params, shop: shopId });
  return (
    row && { session: row.session, user: row.user, shop: { shop: row.shop, member: row.member } }
  );
}

/**
 * The signed-in user of the request, or null (unknown, expired or revoked token, spoofed
 * X-User-Id). With `shopId`, the shop and membership come in the same query.
 */
async function resolveUser(
  db: Db,
  req: FastifyRequest,
  shopId: number | null,
): Promise<SignedIn | null> {
  const token = bearerToken(req);
  if (token === null) return null;
  const now = new Date();
  const row = await readAccess(db, sessionParams(token, now), shopId);
  if (!row) return null;
  const found: SignedIn = {
    ...(await useSession(db, { session: row.session, user: row.user }, now)),
  };
  if (row.shop) found.shop = row.shop;
  if (claimsOtherUser(req, found.user)) return null;
  return found;
}

/** The shop id of X-Shop-Id when it is well formed, else null. */
function wellFormedShopId(req: FastifyRequest): number | null {
  const shopId = accessHeader(req, 'x-shop-id');
  return shopId === undefined || shopId === MALFORMED || shopId === '' ? null : Number(shopId);
}

/** The caller's standing in the shop of X-Shop-Id (docs/api.md "Access" table, in order). */
function resolveShop(req: FastifyRequest, user: UserRow, found: ShopLookup | undefined) {
  if (req.headers['x-shop-id'] === '') throw new AppError('NO_SHOP_SELECTED');
  const shopId = accessHeader(req, 'x-shop-id');
  if (shopId === undefined) throw new AppError('NO_SHOP_SELECTED');
  if (shopId === MALFORMED || !found?.shop) throw new AppError('NO_SHOP_ACCESS');
  const { allows, isOwner } = allowsOf(found.shop, user.id, found.member);
  if (!isOwner && allows === null) throw new AppError('NO_SHOP_ACCESS');
  if (found.shop.status !== 'open') throw new AppError('NO_SHOP_SELECTED');
  return { shop: found.shop, allows: allows ?? 0, isOwner };
}

/** The owner holds every bit; an active collaborator the allows of their membership; others null. */
function allowsOf(
  shop: ShopRow,
  userId: number,
  member: ShopMemberRow | null,
): { allows: number | null; isOwner: boolean } {
  if (shop.ownerId === userId) return { allows: OWNER_ALLOWS, isOwner: true };
  return { allows: member && member.status === 'active' ? member.allows : null, isOwner: false };
}

/** The caller's permissions in a shop (see allowsOf). */
export async function memberAllows(
  db: Db,
  shop: ShopRow,
  userId: number,
): Promise<{ allows: number | null; isOwner: boolean }> {
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
      const signedIn = await resolveUser(
        app.db,
        req,
        config.access === 'shop' ? wellFormedShopId(req) : null,
      );
      if (signedIn) {
        req.user = signedIn.user;
        req.sessionId = signedIn.sessionId;
      }
      // Public routes read a session when one is sent (password update while signed in).
      if (config.access === 'public') return;
      if (!signedIn) throw new AppError('UNAUTHORIZED');
      if (config.access === 'user') return;
      const { shop, allows, isOwner } = resolveShop(req, signedIn.user, signedIn.shop);
      req.shop = shop;
      req.allows = allows;
      req.isOwner = isOwner;
      if (config.owner && !isOwner) throw new AppError('FORBIDDEN');
      if (!hasPermission(allows, config.mask ?? 0)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'access', dependencies: ['db'] },
);
