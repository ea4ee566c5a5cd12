import type { FastifyInstance } from 'fastify';

/**
 * HEAD answers like GET without a body. Fastify's exposeHeadRoutes does it for every GET route;
 * this does it for the answers of the not-found handler (the console's SPA fallback and the
 * 40400 envelope), which no route serves.
 */
export function dropNotFoundHeadBodies(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'HEAD' || !req.is404) return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      reply.header('content-length', String(Buffer.byteLength(payload)));
      return '';
    }
    return payload;
  });
}
