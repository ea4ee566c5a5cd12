import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderStorePage, type StoreAssets, type StoreView } from '@mintfront/storefront';
import { AppError } from '../../platform/http/app-error.ts';
import { storefrontPolicy } from '../../platform/http/security-headers.ts';
import { originOf } from './storefront-origin.ts';
import { storefrontService as service } from './storefront.service.ts';
import { storeViewOf } from './storefront-view.ts';

/** The built browser script and styles, from Vite's manifest; none before `npm run build`. */
function assetsOf(dist: string): StoreAssets {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { script: null, styles: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((e) => e.isEntry);
  if (!entry) return { script: null, styles: [] };
  return { script: `/_store/${entry.file}`, styles: (entry.css ?? []).map((f) => `/_store/${f}`) };
}

const STATUS_OF = { notFound: 404, locked: 403 } as const;

/** A minimal page for a host or path that names no store (no store face to render). */
const noStorePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Store not found</title>
<meta name="robots" content="noindex"></head><body><main><h1>Store not found</h1>
<p>No store answers at this address.</p></main></body></html>`;

/**
 * The storefront's pages (ARCHITECTURE.md "Selling and the storefront"): server-rendered and
 * hydrated, at `{subdomain}.<STORE_DOMAIN>` and at `/s/{subdomain}/` on the main host. Its
 * browser files are served under `/_store/` on every host.
 */
export async function registerStorefrontPages(app: FastifyInstance) {
  const { storefrontDist, storeDomain, publicUrl } = app.config;
  const assets = assetsOf(storefrontDist);
  const policy = storefrontPolicy(new URL(publicUrl).origin);
  if (existsSync(storefrontDist)) {
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

  async function answer(
    req: FastifyRequest,
    reply: FastifyReply,
    subdomain: string,
    base: string,
    path: string,
  ) {
    reply.header('content-security-policy', policy).type('text/html; charset=utf-8');
    const origin = originOf(req);
    let view: StoreView;
    try {
      const store = await service.open(app.db, subdomain, origin);
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      view = await storeViewOf(app.db, store, base, path, query, origin);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.key === 'NOT_FOUND') return reply.code(404).send(noStorePage);
      if (err.key !== 'NO_SHOP_SELECTED') throw err;
      const closed = await service.face(app.db, subdomain, origin);
      view = { base, store: closed, page: { kind: 'locked', reason: 'closed', message: null } };
    }
    const status = STATUS_OF[view.page.kind as keyof typeof STATUS_OF] ?? 200;
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .send(renderStorePage(view, assets));
  }

  // On the main host: /s/{subdomain}/…
  app.get<{ Params: { subdomain: string } }>('/s/:subdomain', (req, reply) =>
    reply.redirect(`/s/${encodeURIComponent(req.params.subdomain)}/`, 301),
  );
  app.get<{ Params: { subdomain: string; '*': string } }>('/s/:subdomain/*', (req, reply) =>
    answer(req, reply, req.params.subdomain, `/s/${req.params.subdomain}`, `/${req.params['*']}`),
  );

  // On a store's own host: {subdomain}.<STORE_DOMAIN>[:port]
  const escaped = storeDomain.replace(/\./g, '\\.');
  const storeHost = new RegExp(`^([a-z0-9-]+)\\.${escaped}(:\\d+)?$`, 'i');
  const onStoreHost = (req: FastifyRequest, reply: FastifyReply) => {
    const subdomain = storeHost.exec(req.host)?.[1] ?? '';
    return answer(req, reply, subdomain, '', req.url.split('?')[0] ?? '/');
  };
  app.get('/', { constraints: { host: storeHost } }, onStoreHost);
  app.get('/*', { constraints: { host: storeHost } }, onStoreHost);
}
