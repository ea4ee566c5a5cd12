import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_CODE_TTL_MS } from '@mintfront/domain';
import {
  call,
  createTestApp,
  outboxCode,
  randomIp,
  signIn,
  signUp,
  type TestApp,
} from '../../test/helper.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { resetTokens, verificationCodes } from './accounts.tables.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.closeAll());

async function resetToken(email: string) {
  const ip = randomIp();
  const sent = await call(app, 'POST', '/api/password/forgot/random', { ip, body: { email } });
  expect(sent.body.statusCode).toBe(0);
  const res = await call(app, 'POST', '/api/password/verification', {
    ip,
    body: { email, code: await outboxCode(app, email) },
  });
  expect(res.body.statusCode).toBe(0);
  return res.body.data.reset_token as string;
}

describe('forgot password', () => {
  it('mails a 30-minute code and answers the same for an unknown address without mailing', async () => {
    const who = await signUp(app);
    const known = await call(app, 'POST', '/api/password/forgot/random', {
      body: { email: who.email },
    });
    const expires = Date.parse(known.body.data.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000);
    const before = (await app.db.select().from(mailOutbox)).length;
    const unknown = await call(app, 'POST', '/api/password/forgot/random', {
      body: { email: 'ghost@example.com' },
    });
    expect(unknown.body.statusCode).toBe(0);
    expect(Object.keys(unknown.body.data)).toEqual(['expiresAt']);
    expect((await app.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('resets the password with the code; every session ends; the token works once', async () => {
    const who = await signUp(app);
    const token = await resetToken(who.email);
    const res = await call(app, 'POST', '/api/password/update', {
      body: { reset_token: token, password: 'BrandNew123' },
    });
    expect(res.body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/user/info', { as: who })).body.statusCode).toBe(401);
    expect(
      (
        await call(app, 'POST', '/api/login', {
          body: { email: who.email, password: 'BrandNew123' },
        })
      ).body.statusCode,
    ).toBe(0);
    const again = await call(app, 'POST', '/api/password/update', {
      body: { reset_token: token, password: 'Another123' },
    });
    expect(again.body.statusCode).toBe(40011);
  });

  it('refuses a wrong reset code (40011) and a new password equal to the old one', async () => {
    const who = await signUp(app);
    await call(app, 'POST', '/api/password/forgot/random', { body: { email: who.email } });
    const code = await outboxCode(app, who.email);
    const wrong = await call(app, 'POST', '/api/password/verification', {
      body: { email: who.email, code: code === '999999' ? '000000' : '999999' },
    });
    expect(wrong.body.statusCode).toBe(40011);
    const token = (
      await call(app, 'POST', '/api/password/verification', { body: { email: who.email, code } })
    ).body.data.reset_token;
    const same = await call(app, 'POST', '/api/password/update', {
      body: { reset_token: token, password: who.password },
    });
    expect(same.body.statusDesc).toBe('password: The new password must differ from the old one');
  });
});

describe('expiry (30 minutes)', () => {
  const back = (column: AnyPgColumn, ms: number) =>
    sql`${column} - make_interval(secs => ${ms / 1000})`;
  // Ages the reset code mailed to an address as if `ms` had passed.
  const ageCode = (email: string, ms: number) =>
    app.db
      .update(verificationCodes)
      .set({
        createdAt: back(verificationCodes.createdAt, ms),
        expiresAt: back(verificationCodes.expiresAt, ms),
      })
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, 'reset')));
  const ageResetTokens = (userId: number, ms: number) =>
    app.db
      .update(resetTokens)
      .set({
        createdAt: back(resetTokens.createdAt, ms),
        expiresAt: back(resetTokens.expiresAt, ms),
      })
      .where(eq(resetTokens.userId, userId));

  it('refuses a reset code older than 30 minutes (40011) and accepts one just younger', async () => {
    const who = await signUp(app);
    await call(app, 'POST', '/api/password/forgot/random', { body: { email: who.email } });
    await ageCode(who.email, RESET_CODE_TTL_MS + 1_000);
    const late = await call(app, 'POST', '/api/password/verification', {
      body: { email: who.email, code: await outboxCode(app, who.email) },
    });
    expect(late.body.statusCode).toBe(40011);
    expect(
      (await app.db.select().from(resetTokens).where(eq(resetTokens.userId, who.uid))).length,
    ).toBe(0);

    const other = await signUp(app);
    await call(app, 'POST', '/api/password/forgot/random', { body: { email: other.email } });
    await ageCode(other.email, RESET_CODE_TTL_MS - 60_000);
    const inTime = await call(app, 'POST', '/api/password/verification', {
      body: { email: other.email, code: await outboxCode(app, other.email) },
    });
    expect(inTime.body.statusCode).toBe(0);
  });

  it('refuses a reset token older than 30 minutes (40011) and leaves the password and sessions alone', async () => {
    const who = await signUp(app);
    const token = await resetToken(who.email);
    await ageResetTokens(who.uid, RESET_CODE_TTL_MS + 1_000);
    const res = await call(app, 'POST', '/api/password/update', {
      body: { reset_token: token, password: 'BrandNew123' },
    });
    expect(res.body.statusCode).toBe(40011);
    expect((await call(app, 'GET', '/api/user/info', { as: who })).body.statusCode).toBe(0);
    expect(
      (
        await call(app, 'POST', '/api/login', {
          body: { email: who.email, password: who.password },
        })
      ).body.statusCode,
    ).toBe(0);
  });
});

describe('change password signed in', () => {
  it('needs the old password (E29), a new one that differs, and ends every other session', async () => {
    const who = await signUp(app);
    const other = await signIn(app, who);
    const wrongOld = await call(app, 'POST', '/api/password/update', {
      as: who,
      body: { old_password: 'Nope12345', password: 'Changed123' },
    });
    expect(wrongOld.body.statusCode).toBe(41029);
    const same = await call(app, 'POST', '/api/password/update', {
      as: who,
      body: { old_password: who.password, password: who.password },
    });
    expect(same.body.statusDesc).toBe('password: The new password must differ from the old one');
    const weak = await call(app, 'POST', '/api/password/update', {
      as: who,
      body: { old_password: who.password, password: 'short' },
    });
    expect(weak.body.statusDesc).toMatch(/^password: At least 8 characters/);

    const ok = await call(app, 'POST', '/api/password/update', {
      as: who,
      body: { old_password: who.password, password: 'Changed123' },
    });
    expect(ok.body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/user/info', { as: who })).body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/user/info', { as: other })).body.statusCode).toBe(401);
  });

  it('answers 401 for old_password without a session', async () => {
    const res = await call(app, 'POST', '/api/password/update', {
      body: { old_password: 'Whatever1', password: 'Changed123' },
    });
    expect(res.body.statusCode).toBe(401);
  });
});
