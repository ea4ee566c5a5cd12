import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../db/columns.ts';

/** The local delivery channel when no SMTP_URL is set (ARCHITECTURE.md "e-mail"). */
export const mailOutbox = pgTable('mail_outbox', {
  id: idColumn(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAtColumn(),
});
