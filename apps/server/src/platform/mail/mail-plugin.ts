import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';
import { listensOnLoopbackOnly, OUTBOX_PAGE, registerOutboxPage } from './outbox-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The path of the local outbox page, or null where it is not served. */
    outboxPage: string | null;
  }
}

/** The mailer; without SMTP_URL on a loopback-only server, also the local outbox page. */
export const mailPlugin = fp<{ smtpUrl?: string; from: string; host: string }>(
  async (app, opts) => {
    const mailer = createMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      db: app.db,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    const outboxPage = mailer.delivery === 'outbox' && listensOnLoopbackOnly(opts.host);
    app.decorate('outboxPage', outboxPage ? OUTBOX_PAGE : null);
    if (outboxPage) registerOutboxPage(app);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
