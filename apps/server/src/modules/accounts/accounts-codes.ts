import { timingSafeEqual } from 'node:crypto';
import { CODE_MAX_WRONG_TRIES, type Language } from '@mintfront/domain';
import { newCode, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { codeMail } from '../../platform/mail/mail-texts.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { enforce, RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts';
import { accountsRepo, type CodePurpose } from './accounts.repo.ts';

const hashCode = (email: string, purpose: CodePurpose, code: string) =>
  sha256(`${purpose}:${email}:${code}`);

export type CodeSendingDeps = { db: Db; mailer: Mailer; codeSendsPerIpHour?: number };

/**
 * One mail per address per 60 s (42901) and a per-IP hourly cap (42900, CODE_SENDS_PER_IP_HOUR),
 * before anything is sent.
 */
export async function limitCodeSending(
  deps: CodeSendingDeps,
  email: string,
  purpose: CodePurpose,
  ip: string,
) {
  const perIp = RATE_LIMITS.codeSendPerIp;
  await enforce(deps.db, RATE_LIMITS.codeSendPerAddress, `${purpose}:${email}`);
  await enforce(deps.db, { ...perIp, limit: deps.codeSendsPerIpHour ?? perIp.limit }, ip);
}

/** Draws a code, keeps only its hash and mails it; the code itself is never returned. */
export async function sendCode(
  deps: { db: Db; mailer: Mailer },
  input: { email: string; purpose: CodePurpose; ttlMs: number; lang: Language },
): Promise<Date> {
  const code = newCode();
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await accountsRepo.issueCode(deps.db, {
    email: input.email,
    purpose: input.purpose,
    codeHash: hashCode(input.email, input.purpose, code),
    expiresAt,
  });
  await deps.mailer.send(codeMail(input.email, input.purpose, code, input.lang));
  return expiresAt;
}

/**
 * Checks a code without using it up: wrong or expired → 40011. Each check takes one of the
 * code's five tries first, so after the 5th wrong one the code is burnt (42902) until a new one
 * is sent (spec §9, docs/api.md); a right code is used up by its caller.
 */
export async function checkCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string; ip: string },
) {
  await enforce(db, RATE_LIMITS.codeChecksPerIp, input.ip);
  const row = await accountsRepo.latestCode(db, input.email, input.purpose);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError('CODE_WRONG');
  if (!(await accountsRepo.takeAttempt(db, row.id, CODE_MAX_WRONG_TRIES)))
    throw new AppError('CODE_ATTEMPTS_EXCEEDED');
  const given = Buffer.from(hashCode(input.email, input.purpose, input.code));
  const stored = Buffer.from(row.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored))
    throw new AppError('CODE_WRONG');
  return row;
}
