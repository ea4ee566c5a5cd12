import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ smtpUrl?: string; from: string }>(
  async (app, opts) => {
    const mailer = createMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      db: app.db,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
