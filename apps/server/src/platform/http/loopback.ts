import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request made on this machine itself, not relayed by a proxy: a reverse proxy on the same
 * machine connects from loopback too, but adds a forwarding header, so such requests are refused.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  const h = req.headers;
  if (h['x-forwarded-for'] || h.forwarded || h['x-real-ip']) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}
