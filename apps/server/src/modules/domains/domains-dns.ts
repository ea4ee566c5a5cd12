import { isIP } from 'node:net';
import { DOMAIN_TXT_LABEL, type DnsRecord } from '@mintfront/domain';
import { lookup, type DnsResolver } from '../../platform/dns/dns-resolver.ts';

const bare = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** The records the owner creates at the domain's DNS host (API.md "Appearance"). */
export function recordsFor(domain: string, token: string, target: string): DnsRecord[] {
  const ip = isIP(target);
  return [
    { type: 'TXT', name: `${DOMAIN_TXT_LABEL}.${domain}`, value: token },
    { type: ip === 4 ? 'A' : ip === 6 ? 'AAAA' : 'CNAME', name: domain, value: target },
  ];
}

/**
 * What the DNS answers now: the TXT record holding the token, and the domain reaching the
 * target: its A/AAAA address for an IP target; for a host target its CNAME, or (an apex domain
 * cannot have a CNAME; DNS hosts flatten it) an IPv4 address the target also has.
 */
export async function checkRecords(
  resolver: DnsResolver,
  domain: string,
  token: string,
  target: string,
): Promise<{ txt: boolean; target: boolean }> {
  const txt = (await lookup(() => resolver.resolveTxt(`${DOMAIN_TXT_LABEL}.${domain}`))).some(
    (chunks) => chunks.join('').trim() === token,
  );
  return { txt, target: await reachesTarget(resolver, domain, target) };
}

async function reachesTarget(resolver: DnsResolver, domain: string, target: string) {
  const ip = isIP(target);
  if (ip === 4) return (await lookup(() => resolver.resolve4(domain))).includes(target);
  if (ip === 6)
    return (await lookup(() => resolver.resolve6(domain))).map(bare).includes(bare(target));
  const cnames = (await lookup(() => resolver.resolveCname(domain))).map(bare);
  if (cnames.includes(bare(target))) return true;
  const [mine, theirs] = await Promise.all([
    lookup(() => resolver.resolve4(domain)),
    lookup(() => resolver.resolve4(target)),
  ]);
  return mine.some((a) => theirs.includes(a));
}
