import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERRORS,
  MASK,
  authHeaders,
  domainBody,
  domainMainBody,
  domainValidQuery,
  errorText,
  idParam,
  tlsAskQuery,
} from '@mintfront/domain';
import { createResolver } from '../../platform/dns/dns-resolver.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { isLocalRequest } from '../../platform/http/loopback.ts';
import { mayHaveCertificate } from './domains-hosts.ts';
import { domainsService as service, type DomainsDeps } from './domains.service.ts';

const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['domains'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});
const config = { access: 'shop', mask: MASK.domains } as const;

/** A store's own domains (spec doc 2 §3, §4, §7 "Domains"; API.md "Appearance"; mask 4096). */
export async function domainsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Stores answer at subdomains of STORE_DOMAIN; their own domains point at the server itself.
  const platformHost = app.config.storeDomain;
  const mainHost = new URL(app.config.publicUrl).hostname.toLowerCase();
  const deps: DomainsDeps = {
    db: app.db,
    platformHost,
    target: app.config.domainTarget ?? mainHost,
    resolver: createResolver(app.config.dnsServer),
  };

  r.get('/api/domains', { config, schema: schema() }, async (req) =>
    ok(await service.list(deps, req.shop!.id)),
  );
  r.post('/api/domains', { config, schema: schema({ body: domainBody }) }, async (req) =>
    ok(await service.create(deps, req.shop!.id, req.body)),
  );
  r.get(
    '/api/domains/valid',
    { config, schema: schema({ querystring: domainValidQuery }) },
    async (req) => ok(await service.check(deps, req.shop!.id, req.query.id)),
  );
  r.put(
    '/api/domain/main/update',
    { config, schema: schema({ body: domainMainBody }) },
    async (req) => ok(await service.makeMain(deps, req.shop!.id, req.body.id)),
  );
  r.put(
    '/api/domain/:id',
    { config, schema: schema({ params: idParam, body: domainBody }) },
    async (req) => ok(await service.update(deps, req.shop!.id, req.params.id, req.body)),
  );
  r.delete('/api/domain/:id', { config, schema: schema({ params: idParam }) }, async (req) =>
    ok(await service.remove(deps, req.shop!.id, req.params.id)),
  );

  /**
   * Caddy's on-demand TLS `ask` (docs/caddy.md): HTTP 200 when `domain` may get a certificate,
   * 404 when not. Only from this machine and not through a proxy: 403 otherwise.
   */
  r.get(
    '/api/tls/ask',
    { config: { access: 'public' }, schema: { tags: ['domains'], querystring: tlsAskQuery } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const fail = (key: 'FORBIDDEN' | 'NOT_FOUND', status: number) =>
        reply
          .code(status)
          .send({ statusCode: ERRORS[key].code, statusDesc: errorText(key, lang), data: {} });
      if (!isLocalRequest(req)) return fail('FORBIDDEN', 403);
      if (!(await mayHaveCertificate(app.db, req.query.domain, platformHost, mainHost)))
        return fail('NOT_FOUND', 404);
      return ok({ allowed: true });
    },
  );
}
