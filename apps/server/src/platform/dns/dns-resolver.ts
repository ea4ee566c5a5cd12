import { promises as dns } from 'node:dns';

export type DnsResolver = InstanceType<typeof dns.Resolver>;

/**
 * A resolver that asks `server` (DNS_SERVER: `ip`, `ip:port`, `[ipv6]:port`) or the system's
 * resolvers, answering within a few seconds: a check the user waits for must not hang.
 */
export function createResolver(server?: string): DnsResolver {
  const resolver = new dns.Resolver({ timeout: 2_000, tries: 2 });
  if (server) resolver.setServers([server]);
  return resolver;
}

/** Codes that mean "no such record", as opposed to a server that did not answer. */
const NOT_FOUND = new Set([dns.NODATA, dns.NOTFOUND, 'ENODATA', 'ENOTFOUND']);

/** The answers of one lookup; none when the name has no such record. Other failures throw. */
export async function lookup<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (err) {
    if (NOT_FOUND.has((err as { code?: string }).code ?? '')) return [];
    throw err;
  }
}
