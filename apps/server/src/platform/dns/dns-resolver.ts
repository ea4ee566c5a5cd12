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

/**
 * The answers of one lookup; none when the name has no such record, and none when the server did
 * not answer (timeout, refused, SERVFAIL): a check then finds nothing, which only time turns into
 * a failure. Anything that is not a DNS error is a bug and throws.
 */
export async function lookup<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (err) {
    if (/^E[A-Z]+$/.test((err as { code?: string }).code ?? '')) return [];
    throw err;
  }
}
