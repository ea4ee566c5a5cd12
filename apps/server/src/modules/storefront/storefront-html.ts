import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a page is sent as it is: compressing it would not pay. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends a storefront page compressed as the browser accepts (Brotli, else gzip): a page carries
 * its cards and the view that hydrates them, tens of KB of text that compresses tenfold.
 */
export async function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const bytes = Buffer.from(html, 'utf8');
  if (bytes.length < COMPRESS_FROM_BYTES) return reply.send(bytes);
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipped(bytes));
  }
  return reply.send(bytes);
}
