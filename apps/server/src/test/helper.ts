import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { OWNER_ALLOWS, PLAN_LIMITS, type Shop, type User } from '@mintfront/domain';
import { buildApp, type BuildOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { mailOutbox } from '../platform/mail/mail.tables.ts';
import { shopMembers } from '../platform/tenancy/shops.tables.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = FastifyInstance & { closeAll: () => Promise<void> };

/** The real app on a fresh database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-test-data-dir',
    database: database.config,
    smtpUrl: undefined,
    mailFrom: 'Mintfront <no-reply@mintfront.test>',
    publicUrl: 'http://localhost:8080',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    planLimits: PLAN_LIMITS,
    autoApproveLocalTokens: true,
    codeSendsPerIpHour: 30,
    consoleDist: '/nonexistent-console-dist',
    storeDomain: 'localhost',
    storefrontDist: '/nonexistent-storefront-dist',
    chain: { rpcUrls: {}, operator: undefined },
    ...overrides,
  };
  const app = await buildApp(config, options);
  await app.ready();
  return Object.assign(app, {
    async closeAll() {
      try {
        await app.close();
      } finally {
        await database.drop();
      }
    },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
export type Envelope<T = any> = { statusCode: number; statusDesc: string; data: T };
export type Session = { token: string; uid: number };
type CallOptions = {
  as?: Session;
  shopId?: number;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
};

/** One API call; answers the HTTP status and the parsed envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  app: FastifyInstance,
  method: string,
  url: string,
  opts: CallOptions = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.as) {
    headers.authorization = `Bearer ${opts.as.token}`;
    headers['x-user-id'] ??= String(opts.as.uid);
  }
  if (opts.shopId !== undefined) headers['x-shop-id'] = String(opts.shopId);
  const res = await app.inject({
    method: method as InjectOptions['method'],
    url,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T>, raw: res.body };
}

let counter = 0;
/** A unique identity that satisfies every rule of spec §5. */
export function newIdentity() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    email: `user-${id}@example.com`,
    username: `user${id}`,
    password: `Secret${id}9`,
    storeName: `Store${id}`,
    subdomain: `store-${id}`,
  };
}

/** A random client address, so the per-IP limits of one test do not touch another. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** The code of the newest mail to an address in the outbox (the local delivery channel). */
export async function outboxCode(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export type SignedUp = ReturnType<typeof newIdentity> & Session & { user: User };

/** Signs a new user up through the real calls, reading the code from the outbox. */
export async function signUp(
  app: FastifyInstance,
  over: Partial<ReturnType<typeof newIdentity>> = {},
): Promise<SignedUp> {
  const who = { ...newIdentity(), ...over };
  const ip = randomIp();
  const sent = await call(
    app,
    'GET',
    `/api/registerVerification?email=${encodeURIComponent(who.email)}`,
    { ip },
  );
  if (sent.body.statusCode !== 0) throw new Error(`registerVerification: ${sent.raw}`);
  const code = await outboxCode(app, who.email);
  const res = await call(app, 'POST', '/api/verify/code', {
    ip,
    body: {
      email: who.email,
      code,
      password: who.password,
      username: who.username,
      agree_terms: true,
    },
  });
  if (res.body.statusCode !== 0) throw new Error(`verify/code: ${res.raw}`);
  return { ...who, token: res.body.data.token, uid: res.body.data.uid, user: res.body.data.user };
}

/** A fresh session of an existing user through POST /api/login. */
export async function signIn(
  app: FastifyInstance,
  who: { email: string; password: string },
): Promise<Session> {
  const res = await call(app, 'POST', '/api/login', {
    body: { email: who.email, password: who.password },
  });
  if (res.body.statusCode !== 0) throw new Error(`login: ${res.raw}`);
  return { token: res.body.data.token, uid: res.body.data.uid };
}

export async function createShop(
  app: FastifyInstance,
  owner: SignedUp,
  over: { name?: string; subdomain?: string; chain?: string } = {},
): Promise<Shop> {
  const res = await call<Shop>(app, 'POST', '/api/shops', {
    as: owner,
    body: {
      name: over.name ?? owner.storeName,
      subdomain: over.subdomain ?? owner.subdomain,
      chain: over.chain ?? 'local',
    },
  });
  if (res.body.statusCode !== 0) throw new Error(`create shop: ${res.raw}`);
  return res.body.data;
}

/**
 * Writes a membership row directly: only for a test that changes a member's mask in place.
 * A test about who may do what uses inviteCollaborator (the real invitation and acceptance).
 */
export async function addCollaborator(
  app: FastifyInstance,
  shopId: number,
  userId: number,
  allows: number,
) {
  await app.db
    .insert(shopMembers)
    .values({ shopId, userId, allows })
    .onConflictDoUpdate({ target: [shopMembers.shopId, shopMembers.userId], set: { allows } });
}

/** The token of the newest invitation link mailed to an address (`…/invite?token=`), from the outbox. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = mail?.text.match(/\/invite\?token=(\S+)/);
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(link[1]!);
}

export type Invitation = {
  allows?: number;
  role?: number;
  store_fee?: number | string;
  require_approval?: boolean;
};

/**
 * A real collaborator: the owner invites a new user (POST /api/collaborators), who accepts with the
 * token of the mailed link (POST /api/collaborators/accept). Answers the user and the invitation id.
 */
export async function inviteCollaborator(
  app: FastifyInstance,
  owner: Session,
  shopId: number,
  terms: Invitation = {},
) {
  const who = await signUp(app);
  const invited = await call(app, 'POST', '/api/collaborators', {
    as: owner,
    shopId,
    body: { email: who.email, ...terms },
  });
  if (invited.body.statusCode !== 0) throw new Error(`invite: ${invited.raw}`);
  const accepted = await call(app, 'POST', '/api/collaborators/accept', {
    as: who,
    body: { token: await invitationToken(app, who.email) },
  });
  if (accepted.body.statusCode !== 0) throw new Error(`accept: ${accepted.raw}`);
  return { who, id: invited.body.data.id as number };
}

/** An owner with a shop, a collaborator of it (invited and accepted), and a stranger who owns another shop. */
export async function seedRoles(app: FastifyInstance, collaboratorAllows = OWNER_ALLOWS) {
  const owner = await signUp(app);
  const shop = await createShop(app, owner);
  const { who: collaborator } = await inviteCollaborator(app, owner, shop.id, {
    allows: collaboratorAllows,
  });
  const stranger = await signUp(app);
  const strangerShop = await createShop(app, stranger);
  return { owner, shop, collaborator, stranger, strangerShop };
}
