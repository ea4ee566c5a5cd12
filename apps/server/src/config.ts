import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { PLAN_LIMITS, PLANS, type Plan, type PlanLimits } from '@mintfront/domain';
import { loadChainConfig, type ChainConfig } from './platform/chain/chain-config.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

/**
 * PLAN_COLLABORATOR_LIMITS, e.g. `free:3,basic:10`: the collaborator cap of each named plan; a plan
 * left out keeps its default (domain PLAN_LIMITS).
 */
const planCollaboratorLimits = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((text, ctx): PlanLimits => {
      const limits: PlanLimits = structuredClone(PLAN_LIMITS);
      if (text === undefined) return limits;
      for (const entry of text.split(',')) {
        const match = /^\s*([a-z]+)\s*:\s*(\d{1,6})\s*$/.exec(entry);
        if (!match || !PLANS.includes(match[1] as Plan)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${entry.trim()}" is not plan:number with a plan among ${PLANS.join(', ')}`,
          });
          return z.NEVER;
        }
        limits[match[1] as Plan] = { collaborators: Number(match[2]) };
      }
      return limits;
    }),
);

/** A DNS server node's resolver takes: an IP address, optionally with a port. */
function isDnsServer(text: string): boolean {
  if (isIP(text) !== 0) return true;
  const m = /^(?:\[([0-9a-fA-F:]+)\]|([0-9.]+))(?::(\d{1,5}))?$/.exec(text) ?? [];
  const ip = m[1] ?? m[2];
  return ip !== undefined && isIP(ip) !== 0 && (m[3] === undefined || Number(m[3]) <= 65535);
}

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(resolve(repoRoot, 'data'))),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  STORAGE_URL: optionalText,
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().default('Mintfront <no-reply@mintfront.local>'),
  ),
  PUBLIC_URL: optionalText,
  STORE_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'a host name such as localhost or shops.example.com')
      .default('localhost'),
  ),
  PLAN_COLLABORATOR_LIMITS: planCollaboratorLimits,
  AUTO_APPROVE_LOCAL_TOKENS: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'true or false' }).default('true'),
  ),
  WALLETCONNECT_PROJECT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters and digits')
      .optional(),
  ),
  BULK_SELL_ORDERS_MAX: z.coerce.number().int().min(1).max(10_000).optional(),
  CODE_SENDS_PER_IP_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100_000).default(30),
  ),
  DNS_SERVER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isDnsServer, 'an IP address with an optional port: 1.1.1.1, 127.0.0.1:5353, [::1]:53')
      .optional(),
  ),
  DOMAIN_TARGET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.:-]+$/, 'a host name or an IP address')
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

/**
 * Where the data lives: embedded PGlite (a folder, or memory when null) or a PostgreSQL server.
 * `startFrom` names a tarball of a PGlite data directory (`dumpDataDir`) that an in-memory
 * database starts as: the test suite migrates one database once and starts every test app
 * from its copy, which skips PGlite's initdb (about 2 s of each test app's start).
 */
export type DatabaseConfig =
  { driver: 'pglite'; dataDir: string | null; startFrom?: string } | { driver: 'pg'; url: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  smtpUrl: string | undefined;
  /** s3://bucket… for S3-compatible storage; unset keeps files in DATA_DIR/uploads. */
  storageUrl?: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** WalletConnect Cloud project id; unset: the console offers browser wallets only. */
  walletConnectProjectId?: string | undefined;
  logLevel: string;
  /** The collaborator cap per plan: domain PLAN_LIMITS, overridden by PLAN_COLLABORATOR_LIMITS. */
  planLimits: PlanLimits;
  /** A payment token verified on the local development chain is Active at once (AUTO_APPROVE_LOCAL_TOKENS, default true). */
  autoApproveLocalTokens: boolean;
  /** BULK_SELL_ORDERS_MAX: NFTs one bulk sell order lists at most (E118 above; default BULK_SELL_ORDERS_MAX of domain). */
  bulkSellOrdersMax?: number | undefined;
  /** CODE_SENDS_PER_IP_HOUR: codes mailed per client address per hour (default 30; raise it where many people share one address). */
  codeSendsPerIpHour: number;
  /** DNS_SERVER: the server custom domains are checked against; unset: the system's resolvers. */
  dnsServer?: string | undefined;
  /** DOMAIN_TARGET: where a store's own domain points (A/AAAA for an IP, else CNAME); unset: PUBLIC_URL's host. */
  domainTarget?: string | undefined;
  /** The built console served at `/`. */
  consoleDist: string;
  /** Stores answer at `{subdomain}.<storeDomain>` (STORE_DOMAIN, default localhost). */
  storeDomain: string;
  /** The storefront's built browser files (`npm run build`), served under /_store/. */
  storefrontDist: string;
  /** RPC_URL_<CHAIN> and CHAIN_OPERATOR_KEY; no RPC_URL_LOCAL → main starts anvil in DATA_DIR/chain. */
  chain: ChainConfig;
};

/** Reads the environment into a typed config with the embedded defaults (ARCHITECTURE.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { driver: 'pg', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: resolve(dataDir, 'db') },
    smtpUrl: e.SMTP_URL,
    storageUrl: e.STORAGE_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID,
    logLevel: e.LOG_LEVEL,
    planLimits: e.PLAN_COLLABORATOR_LIMITS,
    autoApproveLocalTokens: e.AUTO_APPROVE_LOCAL_TOKENS === 'true',
    bulkSellOrdersMax: e.BULK_SELL_ORDERS_MAX,
    codeSendsPerIpHour: e.CODE_SENDS_PER_IP_HOUR,
    dnsServer: e.DNS_SERVER,
    domainTarget: e.DOMAIN_TARGET,
    consoleDist: resolve(repoRoot, 'apps/console/dist'),
    storeDomain: e.STORE_DOMAIN.toLowerCase(),
    storefrontDist: resolve(repoRoot, 'apps/storefront/dist'),
    chain: loadChainConfig(env),
  };
}
