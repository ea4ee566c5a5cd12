import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import { enforce, release, RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { checkVisitor } from '../themes/index.ts';

/** The cookie that lets a visitor who gave an unpublished store's password back in. */
const VISIT_COOKIE = 'mf_visit';
const VISIT_DAYS = 30;

/**
 * What the cookie holds: a digest of the store and its stored password hash, so it opens only
 * that store and stops working when the owner changes the password (nothing kept server-side).
 */
const visitToken = (shop: ShopRow) =>
  createHash('sha256').update(`visit:${shop.id}:${shop.visitPassword}`).digest('base64url');

function cookieOf(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISIT_COOKIE) return value.join('=');
  }
  return undefined;
}

/** True when the request carries this store's visit cookie. */
export function hasVisitCookie(req: FastifyRequest, shop: ShopRow): boolean {
  const sent = cookieOf(req);
  if (!sent || !shop.visitPassword) return false;
  const expected = Buffer.from(visitToken(shop));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Lets a visitor into an unpublished store: its visit cookie, or its password (checked slowly,
 * like a login password, so wrong tries are limited per client address). A published store
 * lets everyone in. Throws STORE_PASSWORD_REQUIRED or STORE_PASSWORD_WRONG (with the message).
 */
export async function admitVisitor(
  db: Db,
  req: FastifyRequest,
  shop: ShopRow,
  password: string | undefined,
): Promise<void> {
  if (shop.publishingStatus === 'published' || hasVisitCookie(req, shop)) return;
  if (password === undefined || password === '') return checkVisitor(shop, password);
  const policy = RATE_LIMITS.visitPasswordPerIp;
  await enforce(db, policy, req.ip);
  await checkVisitor(shop, password);
  await release(db, policy, req.ip);
}

/** Remembers an admitted visitor for the store's pages under `path`. */
export function setVisitCookie(reply: FastifyReply, shop: ShopRow, path: string, secure: boolean) {
  const attributes = [
    `${VISIT_COOKIE}=${visitToken(shop)}`,
    `Path=${path}`,
    `Max-Age=${VISIT_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
