import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderStorePage, type StoreAssets } from '@mintfront/storefront';
import { AppError } from '../../platform/http/app-error.ts';
import { storefrontPolicy } from '../../platform/http/security-headers.ts';
import { hostName, shopIdForHost } from '../domains/index.ts';
import { sendHtml } from './storefront-html.ts';
import { originOf } from './storefront-origin.ts';
import { admitVisitor, hasVisitCookie, setVisitCookie } from './storefront-visit.ts';
import { storeViewOf, type Admission } from './storefront-view.ts';
import { storefrontService as service, type StoreLookup } from './storefront.service.ts';

/**
 * The built browser script, styles and fonts, from Vite's manifest (the storefront's two inputs,
 * apps/storefront/vite.config.ts); none before `npm run build`.
 */
function assetsOf(dist: string): StoreAssets {
  const none = { script: null, css: '', fonts: [] };
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return none;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; assets?: string[] } | undefined
  >;
  const script = manifest['src/entry-client.tsx'];
  const styles = manifest['src/styles.css'];
  if (!script || !styles) return none;
  // The styles are a few KB: written into the page, they cost no request before the first paint.
  const css = readFileSync(join(dist, styles.file), 'utf8');
  const fonts = (styles.assets ?? [])
    .filter((f) => f.endsWith('.woff2'))
    .map((f) => `/_store/${f}`);
  return { script: `/_store/${script.file}`, css, fonts };
}

const STATUS_OF = { notFound: 404, locked: 403 } as const;

/** A minimal page for a host or path that names no store (no store face to render). */
const noStorePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Store not found</title>
<meta name="robots" content="noindex"></head><body><main><h1>Store not found</h1>
<p>No store answers at this address.</p></main></body></html>`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Hosts that are a store's: any host name but the main host, `localhost` and IP addresses (the
 * console answers there). Which store, if any, is found per request: a subdomain of STORE_DOMAIN
 * or a verified domain of a store's own.
 */
function storeHostPattern(mainHost: string): RegExp {
  const console_ = [
    'localhost',
    escapeRegExp(mainHost),
    '\\d{1,3}(?:\\.\\d{1,3}){3}',
    '\\[[0-9a-f:.]+\\]',
  ];
  return new RegExp(`^(?!(?:${console_.join('|')})(?::\\d+)?$)[a-z0-9.-]+(?::\\d+)?$`, 'i');
}

/** The form field of the password page, from a urlencoded body. */
function passwordOf(body: unknown): string | undefined {
  return typeof body === 'string'
    ? (new URLSearchParams(body).get('password') ?? undefined)
    : undefined;
}

/**
 * The storefront's pages (ARCHITECTURE.md "Selling and the storefront"): server-rendered and
 * hydrated, at `{subdomain}.<STORE_DOMAIN>`, at a store's verified domains, and at
 * `/s/{subdomain}/` on the main host. Its browser files are served under `/_store/` on every host.
 */
export async function registerStorefrontPages(app: FastifyInstance) {
  const { storefrontDist, storeDomain, publicUrl } = app.config;
  const assets = assetsOf(storefrontDist);
  const consoleOrigin = new URL(publicUrl).origin;
  const policy = storefrontPolicy(consoleOrigin);
  const policyWithAnalytics = storefrontPolicy(consoleOrigin, true);
  if (existsSync(join(storefrontDist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(storefrontDist, 'assets'),
      prefix: '/_store/assets/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  // The password page posts a plain form (it works without script).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );

  async function answer(
    req: FastifyRequest,
    reply: FastifyReply,
    lookup: StoreLookup | null,
    base: string,
    path: string,
  ) {
    reply.header('content-security-policy', policy).type('text/html; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    const origin = originOf(req);
    const store = lookup ? await service.find(app.db, lookup, origin).catch(notFoundAsNull) : null;
    if (!store) return sendHtml(req, reply.code(404), noStorePage);
    let admission: Admission = { admitted: true };
    if (store.shop.publishingStatus !== 'published') {
      admission = { admitted: hasVisitCookie(req, store.shop) };
      if (req.method === 'POST') {
        try {
          await admitVisitor(app.db, req, store.shop, passwordOf(req.body));
          setVisitCookie(reply, store.shop, base || '/', req.protocol === 'https');
          return reply.redirect(`${base}/`, 303);
        } catch (err) {
          if (!(err instanceof AppError) || err.key === 'TOO_MANY_REQUESTS') throw err;
          admission = { admitted: false, wrongPassword: true };
        }
      }
    }
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const view = await storeViewOf(app, store, { base, path, query, origin }, admission);
    // In the theme editor's frame the page takes the console's unsaved theme (by postMessage
    // from this exact origin only), and the owner's edits are not visits: no analytics there.
    if (query.has('preview')) {
      view.preview = { consoleOrigin };
      view.store.analytics_id = null;
    }
    if (view.store.analytics_id) reply.header('content-security-policy', policyWithAnalytics);
    const status = STATUS_OF[view.page.kind as keyof typeof STATUS_OF] ?? 200;
    return sendHtml(req, reply.code(status), renderStorePage(view, assets));
  }

  // On the main host: /s/{subdomain}/…
  type SubPath = { Params: { subdomain: string; '*': string } };
  app.get<{ Params: { subdomain: string } }>('/s/:subdomain', (req, reply) =>
    reply.redirect(`/s/${encodeURIComponent(req.params.subdomain)}/`, 301),
  );
  const onSubPath = (req: FastifyRequest<SubPath>, reply: FastifyReply) =>
    answer(
      req,
      reply,
      { subdomain: req.params.subdomain },
      `/s/${req.params.subdomain}`,
      `/${req.params['*']}`,
    );
  app.get<SubPath>('/s/:subdomain/*', onSubPath);
  app.post<SubPath>('/s/:subdomain/password', (req, reply) =>
    answer(req, reply, { subdomain: req.params.subdomain }, `/s/${req.params.subdomain}`, '/'),
  );

  // On a store's own host: {subdomain}.<STORE_DOMAIN>[:port], or a verified domain.
  const host = storeHostPattern(new URL(publicUrl).hostname);
  const suffix = `.${storeDomain}`;
  async function lookupOf(req: FastifyRequest): Promise<StoreLookup | null> {
    const name = hostName(req.host);
    const sub = name.endsWith(suffix) ? name.slice(0, -suffix.length) : null;
    if (sub && !sub.includes('.')) return { subdomain: sub };
    const shopId = await shopIdForHost(app.db, req.host, storeDomain);
    return shopId === null ? null : { shopId };
  }
  const onStoreHost = async (req: FastifyRequest, reply: FastifyReply) =>
    answer(req, reply, await lookupOf(req), '', req.url.split('?')[0] ?? '/');
  app.get('/', { constraints: { host } }, onStoreHost);
  app.get('/*', { constraints: { host } }, onStoreHost);
  app.post('/password', { constraints: { host } }, async (req, reply) =>
    answer(req, reply, await lookupOf(req), '', '/'),
  );
}

function notFoundAsNull(err: unknown): null {
  if (err instanceof AppError && err.key === 'NOT_FOUND') return null;
  throw err;
}
