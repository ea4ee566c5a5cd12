import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../platform/tenancy/users.tables.ts';
import { call, createTestApp, outboxCode, signIn, signUp, type TestApp } from './helper.ts';
import { captureLog } from './log-capture.ts';

let app: TestApp;
const log = captureLog();
beforeAll(async () => {
  app = await createTestApp({ logLevel: 'trace' }, { logStream: log.stream });
});
afterAll(async () => app?.closeAll());

it('never logs a password, hash, token or reset token; a code only in the outbox mail line', async () => {
  const who = await signUp(app);
  const signUpCode = await outboxCode(app, who.email);
  const session = await signIn(app, who);
  await call(app, 'POST', '/api/password/forgot/random', { body: { email: who.email } });
  const resetCode = await outboxCode(app, who.email);
  const reset = await call(app, 'POST', '/api/password/verification', {
    body: { email: who.email, code: resetCode },
  });
  const resetToken = reset.body.data.reset_token as string;
  await call(app, 'POST', '/api/password/update', {
    body: { reset_token: resetToken, password: 'Another123' },
  });
  const [row] = await app.db.select().from(users).where(eq(users.id, who.uid));

  const text = log.text();
  for (const secret of [
    who.password,
    'Another123',
    who.token,
    session.token,
    resetToken,
    row!.passwordHash!,
  ]) {
    expect(text).not.toContain(secret);
  }
  for (const code of [signUpCode, resetCode]) {
    expect(
      log.lines
        .filter((l) => l.includes(code))
        .every((l) => l.includes('mail written to the outbox')),
    ).toBe(true);
  }
});
