import type { Db } from '../../platform/db/db-client.ts';
import { domainsRepo } from './domains.repo.ts';

/** A Host header's name: lower-case, without port or the root's trailing dot. */
export function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * The open store a host serves: `<subdomain>.<platform host>`, or a verified domain of the
 * store's own (issue 24: "a verified domain serves the store"). Null for any other host.
 */
export async function shopIdForHost(
  db: Db,
  host: string,
  platformHost: string,
): Promise<number | null> {
  const name = hostName(host);
  if (name.endsWith(`.${platformHost}`)) {
    const sub = name.slice(0, -(platformHost.length + 1));
    return sub.includes('.') ? null : domainsRepo.openShopOfSubdomain(db, sub);
  }
  if (name === platformHost) return null;
  return domainsRepo.openShopOfDomain(db, name);
}

/** Caddy's on-demand TLS asks before getting a certificate: the main host and every store host. */
export async function mayHaveCertificate(
  db: Db,
  host: string,
  platformHost: string,
  mainHost: string,
) {
  const name = hostName(host);
  return (
    name === mainHost ||
    name === platformHost ||
    (await shopIdForHost(db, host, platformHost)) !== null
  );
}
