import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  DOMAIN_VALID_WITHIN_HOURS,
  type Domain,
  type DomainBody,
  type DomainStatus,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import type { DnsResolver } from '../../platform/dns/dns-resolver.ts';
import { listPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { checkRecords, recordsFor } from './domains-dns.ts';
import { domainsRepo as repo } from './domains.repo.ts';
import { domains, type DomainRow } from './domains.tables.ts';

const WINDOW_MS = DOMAIN_VALID_WITHIN_HOURS * 3600 * 1000;

/** What the domains area needs of the server: where domains point, the platform's own host, DNS. */
export type DomainsDeps = { db: Db; target: string; platformHost: string; resolver: DnsResolver };

export function domainStatus(row: DomainRow, now: Date): DomainStatus {
  if (row.status === 'valid') return 'valid';
  return now.getTime() - row.pendingSince.getTime() > WINDOW_MS ? 'failed' : 'pending';
}

function toDomain(row: DomainRow, target: string, now = new Date()): Domain {
  return {
    id: row.id,
    domain: row.domain,
    name: row.name || row.domain,
    main: row.isMain,
    status: domainStatus(row, now),
    records: recordsFor(row.domain, row.token, target),
    verification: row.token,
    expiresAt: new Date(row.pendingSince.getTime() + WINDOW_MS).toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const newToken = () => `mintfront-verify=${randomBytes(18).toString('base64url')}`;

/** The platform's own names (its host and the stores' subdomains) are not a store's own domain. */
function checkNotPlatform(domain: string, platformHost: string) {
  if (domain === platformHost || domain.endsWith(`.${platformHost}`))
    throw fieldError('domain', 'domainPlatform');
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'domains_domain_key')) throw new AppError('DOMAIN_TAKEN');
    throw err;
  }
}

export const domainsService = {
  async list(deps: DomainsDeps, shopId: number) {
    const rows = await repo.findMany(deps.db, shopId, undefined, desc(domains.id));
    const list = rows.map((r) => toDomain(r, deps.target));
    return listPage(list, list.length, Math.max(list.length, 1));
  },

  /** POST /api/domains: pending, with the records to create (spec doc 2 §4: up to 72 hours). */
  async create(deps: DomainsDeps, shopId: number, body: DomainBody) {
    checkNotPlatform(body.domain, deps.platformHost);
    if (await repo.byDomain(deps.db, body.domain)) throw new AppError('DOMAIN_TAKEN');
    const row = await write(() =>
      repo.insert(deps.db, shopId, {
        domain: body.domain,
        name: body.name ?? '',
        token: newToken(),
      }),
    );
    return toDomain(row, deps.target);
  },

  /**
   * PUT /api/domain/{id}: the name, or the domain itself; a changed domain is pending again with
   * a new token and 72 hours. The same domain again restarts a failed domain's 72 hours.
   */
  async update(deps: DomainsDeps, shopId: number, id: number, body: DomainBody) {
    const row = await repo.findOrFail(deps.db, shopId, id);
    const changed = body.domain !== row.domain;
    if (changed) {
      checkNotPlatform(body.domain, deps.platformHost);
      if (await repo.byDomain(deps.db, body.domain)) throw new AppError('DOMAIN_TAKEN');
    }
    const restart = changed || domainStatus(row, new Date()) === 'failed';
    const values = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(restart
        ? {
            domain: body.domain,
            status: 'pending' as const,
            pendingSince: new Date(),
            verifiedAt: null,
            checkedAt: null,
            ...(changed ? { token: newToken(), isMain: false } : {}),
          }
        : {}),
    };
    // The same domain, still pending or valid, and no name: nothing to change.
    if (Object.keys(values).length === 0) return toDomain(row, deps.target);
    const updated = await write(() => repo.update(deps.db, shopId, id, values));
    return toDomain(updated!, deps.target);
  },

  async remove(deps: DomainsDeps, shopId: number, id: number) {
    await repo.findOrFail(deps.db, shopId, id);
    await repo.remove(deps.db, shopId, id);
    return {};
  },

  /** PUT /api/domain/main/update: the store's one main domain, which must be valid. */
  async makeMain(deps: DomainsDeps, shopId: number, id: number) {
    const row = await repo.findOrFail(deps.db, shopId, id);
    if (row.status !== 'valid') throw new AppError('DOMAIN_NOT_VALID');
    await deps.db.transaction((tx) => repo.makeMain(tx, shopId, id));
    return toDomain((await repo.find(deps.db, shopId, id))!, deps.target);
  },

  /**
   * GET /api/domains/valid?id=: resolves the records now. Found: valid (and main when the store
   * has none). Not found: pending, or failed past 72 hours; records found later still validate it.
   */
  async check(deps: DomainsDeps, shopId: number, id: number, now = new Date()) {
    const row = await repo.findOrFail(deps.db, shopId, id);
    const found = await checkRecords(deps.resolver, row.domain, row.token, deps.target);
    const valid = found.txt && found.target;
    let updated = (await repo.update(deps.db, shopId, id, {
      checkedAt: now,
      ...(valid && row.status !== 'valid' ? { status: 'valid' as const, verifiedAt: now } : {}),
    }))!;
    if (valid && !(await repo.findOne(deps.db, shopId, eq(domains.isMain, true)))) {
      await repo.makeMain(deps.db, shopId, id);
      updated = (await repo.find(deps.db, shopId, id))!;
    }
    return { ...toDomain(updated, deps.target, now), found };
  },
};
