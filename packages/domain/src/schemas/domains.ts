import { z } from 'zod';
import { DOMAIN_LABEL_PATTERN } from '../rules/account-rules.ts';
import { recordId } from './common.ts';
import { zString } from './text.ts';

// A store's own domains (spec doc 2 §3 Domain, §4 "up to 72 hours", §5, §7 "Domains").

/** spec doc 2 §4 / §9: a domain may take up to 72 hours to become valid; later it has failed. */
export const DOMAIN_VALID_WITHIN_HOURS = 72;
export const DOMAIN_MAX = 253;
export const DOMAIN_NAME_MAX = 60;
export const DOMAIN_STATUSES = ['pending', 'valid', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
/** The TXT record's name is this label before the domain. */
export const DOMAIN_TXT_LABEL = '_mintfront';

/** A DNS label: spec §5's rule without its 3-character minimum (`co`, `io`, `de` are labels too). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A fully qualified domain (spec doc 2 §5): labels of letters, digits and hyphens starting and
 * ending with a letter or digit, at least two labels, a top-level domain of letters (so no IP
 * address), at most 253 characters; the name left of the top-level domain follows spec §5's
 * 3-to-63 rule when it is a single label (`ab.com` is refused like the subdomain `ab`).
 */
export function isDomainName(domain: string): boolean {
  if (domain.length > DOMAIN_MAX) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  if (!TOP_LEVEL.test(labels[labels.length - 1]!)) return false;
  return labels.length > 2 || DOMAIN_LABEL_PATTERN.test(labels[0]!);
}

/** A domain as typed: trimmed, lower-case, without a scheme, path or the root's trailing dot. */
export const domainName = zString({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required', abort: true })
  .transform((s) =>
    s
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, '')
      .replace(/\.$/, ''),
  )
  .refine(isDomainName, { error: 'domainName' });

/** POST /api/domains `{ domain, name? }`; PUT /api/domain/{id} takes the same. */
export const domainBody = z.object({
  domain: domainName,
  name: zString().trim().max(DOMAIN_NAME_MAX, { error: 'tooLong' }).optional(),
});
export type DomainBody = z.output<typeof domainBody>;

/** PUT /api/domain/main/update `{ id }`. */
export const domainMainBody = z.object({ id: recordId(z.coerce.number({ error: 'number' })) });
/** GET /api/domains/valid?id= */
export const domainValidQuery = domainMainBody;
/** GET /api/tls/ask?domain= (Caddy on-demand TLS). */
export const tlsAskQuery = z.object({
  domain: zString({ error: 'required' }).trim().toLowerCase(),
});

export type DnsRecord = { type: 'TXT' | 'A' | 'AAAA' | 'CNAME'; name: string; value: string };
export type Domain = {
  id: number;
  domain: string;
  name: string;
  main: boolean;
  status: DomainStatus;
  /** The records to create at the domain's DNS host. */
  records: DnsRecord[];
  /** The TXT record's value. */
  verification: string;
  /** When the domain fails if its records are still missing (72 hours after adding). */
  expiresAt: string;
  checkedAt: string | null;
  /** After GET /api/domains/valid: which records the check found. */
  found?: { txt: boolean; target: boolean };
  verifiedAt: string | null;
  createdAt: string;
};
