import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/db-client.ts';
import { mailOutbox } from './mail.tables.ts';

export type Mail = { to: string; subject: string; text: string };
export type MailDelivery = 'smtp' | 'outbox';
export type Mailer = {
  delivery: MailDelivery;
  send: (mail: Mail) => Promise<void>;
  close: () => void;
};

/**
 * With SMTP_URL, mail goes through that server and only its recipient and subject are logged.
 * Without it, mail is written to the outbox table and logged whole: the local delivery channel
 * a user reads the code from (issue 2), the one place a code may appear in the log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      delivery: 'smtp',
      async send(mail) {
        // quoted-printable keeps the ASCII code line as it is in the raw message
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          textEncoding: 'quoted-printable',
        });
        opts.log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    delivery: 'outbox',
    async send(mail) {
      await opts.db.insert(mailOutbox).values(mail);
      opts.log.info({ mail }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => undefined,
  };
}
