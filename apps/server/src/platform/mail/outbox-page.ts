import { isIP } from 'node:net';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from './mail.tables.ts';

/** Where a local server shows the mail it did not send (issue 22 "Local mode"). */
export const OUTBOX_PAGE = '/local/outbox';
const SHOWN = 50;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);
const isLoopbackAddress = (ip: string) =>
  ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** True when a server listening on `host` cannot be reached from a network. */
export const listensOnLoopbackOnly = (host: string) =>
  LOOPBACK_HOSTS.has(host) || (isIP(host) === 4 && host.startsWith('127.'));

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The outbox as a page: the newest mails written instead of sent, codes included. Registered only
 * when there is no SMTP_URL and the server listens on loopback only, and answered only to a
 * loopback caller, so it never reaches a network (docs/decisions.md "Local mode").
 */
export function registerOutboxPage(app: FastifyInstance) {
  app.get(OUTBOX_PAGE, async (req, reply) => {
    if (!isLoopbackAddress(req.ip)) return reply.callNotFound();
    const mails = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(SHOWN);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    const body = items || '<p>No mail yet.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="robots" content="noindex"><title>Local outbox · Mintfront</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}
article{border-bottom:1px solid #ddd;padding:8px 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:8px}</style>
</head><body><main><h1>Local outbox</h1>
<p>This server has no mail server (SMTP_URL), so mail is kept here instead of being sent. The newest ${SHOWN} mails, newest first. Reload to see new ones.</p>
${body}</main></body></html>`);
  });
}
