import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS, errorText } from '@mintfront/domain';
import { requestLanguage } from './language.ts';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mintfront</title></head>
<body><main><h1>Mintfront</h1>
<p>The console is not built yet. Run <code>npm run build</code>, then restart the server.</p>
<p>The API answers under <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built console at `/` with the SPA fallback to index.html for any GET outside
 * `/api`, each file in the encoding the browser accepts (brotli, gzip, or as built); an unknown
 * `/api` path answers the 40400 envelope with HTTP 404.
 */
export async function registerConsole(app: FastifyInstance, consoleDist: string) {
  const built = existsSync(join(consoleDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      // The console build writes a .br and a .gz beside each text file; Accept-Encoding picks one.
      preCompressed: true,
      // Vite's hashed assets never change; index.html must be re-read to pick up a new build.
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (isApi(path) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({
        statusCode: ERRORS.NOT_FOUND.code,
        statusDesc: errorText('NOT_FOUND', requestLanguage(req)),
        data: {},
      });
    }
    if (!built) return reply.type('text/html; charset=utf-8').send(notBuiltPage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
