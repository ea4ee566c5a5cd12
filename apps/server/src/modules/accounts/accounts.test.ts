import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_CODE_TTL_MS } from '@mintfront/domain';
import { users } from '../../platform/tenancy/users.tables.ts';
import { verificationCodes } from './accounts.tables.ts';
import {
  call,
  createTestApp,
  newIdentity,
  outboxCode,
  randomIp,
  signUp,
  type TestApp,
} from '../../test/helper.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.closeAll());

const countUsers = async () => (await app.db.select().from(users)).length;

async function askCode(email: string, ip = randomIp(), headers: Record<string, string> = {}) {
  return call(app, 'GET', `/api/registerVerification?email=${encodeURIComponent(email)}`, {
    ip,
    headers,
  });
}

function register(who: ReturnType<typeof newIdentity>, code: string, ip = randomIp()) {
  return call(app, 'POST', '/api/verify/code', {
    ip,
    body: {
      email: who.email,
      code,
      password: who.password,
      username: who.username,
      agree_terms: true,
    },
  });
}

describe('sign-up', () => {
  it('mails a 6-digit code, creates the account with it and signs it in', async () => {
    const who = newIdentity();
    const sent = await askCode(who.email.toUpperCase());
    expect(sent.body.statusCode).toBe(0);
    expect(Date.parse(sent.body.data.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(JSON.stringify(sent.body)).not.toMatch(/\d{6}"/);

    const res = await register(who, await outboxCode(app, who.email));
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.user).toMatchObject({
      email: who.email,
      username: who.username,
      status: 5,
      tutorial: 0,
      onboarded: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);

    const me = await call(app, 'GET', '/api/user/info', {
      as: { token: res.body.data.token, uid: res.body.data.uid },
    });
    expect(me.body.data.id).toBe(res.body.data.uid);
  });

  it('stores only a hash of the code and of the password', async () => {
    const who = await signUp(app);
    const [row] = await app.db.select().from(users).where(eq(users.id, who.uid));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row!.passwordHash).not.toContain(who.password);
    const codes = await app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, who.email));
    expect(codes.every((c) => !/^\d{6}$/.test(c.codeHash))).toBe(true);
  });

  it('refuses a bad e-mail naming the field, in English and Chinese, and sends nothing', async () => {
    const en = await askCode('not-an-email');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ statusCode: 40001, statusDesc: 'email: Invalid email' });
    expect(en.body.data.errors[0]).toMatchObject({ field: 'email', key: 'email' });
    const zh = await askCode('not-an-email', randomIp(), { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.body.statusDesc).toBe('email: 邮箱格式不正确');
    const missing = await call(app, 'GET', '/api/registerVerification');
    expect(missing.body.statusDesc).toBe('email: email is required');
  });

  it('answers E2 for a registered address', async () => {
    const who = await signUp(app);
    expect((await askCode(who.email)).body.statusCode).toBe(41002);
  });

  it('mails one code per address per minute (42901)', async () => {
    const { email } = newIdentity();
    expect((await askCode(email)).body.statusCode).toBe(0);
    expect((await askCode(email)).body.statusCode).toBe(42901);
  });

  it('caps the codes one client IP can ask for per hour (42900)', async () => {
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await askCode(newIdentity().email, ip)).body.statusCode);
    expect(answers.slice(0, 30).every((c) => c === 0)).toBe(true);
    expect(answers[30]).toBe(42900);
  });

  it('refuses a wrong code (40011) and burns the code at the 5th wrong try (42902)', async () => {
    const who = newIdentity();
    await askCode(who.email);
    const code = await outboxCode(app, who.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await register(who, wrong)).body.statusCode).toBe(40011);
    expect((await register(who, code)).body.statusCode).toBe(42902);
    expect((await app.db.select().from(users).where(eq(users.email, who.email))).length).toBe(0);
  });

  it('accepts a sign-up code for 24 hours and refuses it after (40011)', async () => {
    // Ages the address's code as if `ms` had passed since it was mailed.
    const age = (email: string, ms: number) =>
      app.db
        .update(verificationCodes)
        .set({
          createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${ms / 1000})`,
          expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${ms / 1000})`,
        })
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, 'register')));
    const late = newIdentity();
    await askCode(late.email);
    await age(late.email, REGISTER_CODE_TTL_MS + 1_000);
    expect((await register(late, await outboxCode(app, late.email))).body.statusCode).toBe(40011);
    expect((await app.db.select().from(users).where(eq(users.email, late.email))).length).toBe(0);

    const inTime = newIdentity();
    await askCode(inTime.email);
    await age(inTime.email, REGISTER_CODE_TTL_MS - 60_000);
    expect((await register(inTime, await outboxCode(app, inTime.email))).body.statusCode).toBe(0);
  });

  it('caps code checks per client IP (42900), counting sign-up and reset checks together', async () => {
    const ip = randomIp();
    const who = newIdentity();
    await askCode(who.email);
    const code = await outboxCode(app, who.email);
    // 60 checks in 15 minutes (RATE_LIMITS.codeChecksPerIp): wrong codes for addresses without one.
    for (let i = 0; i < 30; i++)
      expect((await register(newIdentity(), '123456', ip)).body.statusCode).toBe(40011);
    for (let i = 0; i < 30; i++) {
      const reset = await call(app, 'POST', '/api/password/verification', {
        ip,
        body: { email: newIdentity().email, code: '123456' },
      });
      expect(reset.body.statusCode).toBe(40011);
    }
    // The 61st is refused before the code is looked at, even the right one; another IP still gets through.
    expect((await register(who, code, ip)).body.statusCode).toBe(42900);
    expect((await app.db.select().from(users).where(eq(users.email, who.email))).length).toBe(0);
    expect((await register(who, code)).body.statusCode).toBe(0);
  });

  it('checks at most five of 20 parallel wrong codes for one code (the tries are counted atomically)', async () => {
    const who = newIdentity();
    await askCode(who.email);
    const code = await outboxCode(app, who.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(who, wrong)));
    const codes = answers.map((a) => a.body.statusCode);
    expect(codes.filter((c) => c === 40011).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 40011).every((c) => c === 42902)).toBe(true);
    expect((await register(who, code)).body.statusCode).toBe(42902);
  });

  it('uses a code once', async () => {
    const who = newIdentity();
    await askCode(who.email);
    const code = await outboxCode(app, who.email);
    expect((await register(who, code)).body.statusCode).toBe(0);
    const again = await register({ ...newIdentity(), email: who.email }, code);
    expect(again.body.statusCode).toBe(41002);
  });

  it('enforces the account rules of spec §5 and writes nothing', async () => {
    const before = await countUsers();
    const who = newIdentity();
    const bad = async (body: object) =>
      (
        await call(app, 'POST', '/api/verify/code', {
          body: {
            email: who.email,
            code: '123456',
            password: who.password,
            username: who.username,
            agree_terms: true,
            ...body,
          },
        })
      ).body;
    expect((await bad({ password: 'weakpass' })).statusDesc).toMatch(
      /^password: At least 8 characters/,
    );
    expect((await bad({ username: 'ab' })).statusDesc).toBe(
      'username: Username must be 4 to 60 characters',
    );
    expect((await bad({ username: 'with space' })).statusDesc).toMatch(
      /^username: Username cannot contain/,
    );
    expect(
      (
        await bad({
          username: who.password.replace(/\W/g, ''),
          password: who.password.replace(/\W/g, ''),
        })
      ).statusDesc,
    ).toMatch(/^username: Username cannot be the same/);
    expect((await bad({ agree_terms: false })).statusDesc).toBe(
      'agree_terms: Please agree to the terms',
    );
    expect((await bad({ code: '12ab56' })).statusDesc).toBe(
      'code: The verification code is 6 digits',
    );
    expect(await countUsers()).toBe(before);
  });

  it('refuses a taken username case-insensitively (E24)', async () => {
    const first = await signUp(app);
    const who = { ...newIdentity(), username: first.username.toUpperCase() };
    await askCode(who.email);
    expect((await register(who, await outboxCode(app, who.email))).body.statusCode).toBe(41024);
  });

  it('tells whether an e-mail or username exists', async () => {
    const who = await signUp(app);
    expect((await call(app, 'GET', `/api/account/check?email=${who.email}`)).body.data).toEqual({
      exists: true,
    });
    expect(
      (await call(app, 'GET', `/api/account/check?username=${who.username.toUpperCase()}`)).body
        .data,
    ).toEqual({ exists: true });
    expect(
      (await call(app, 'GET', '/api/account/check?email=nobody@example.com')).body.data,
    ).toEqual({ exists: false });
    expect((await call(app, 'GET', '/api/account/check')).body.statusCode).toBe(40001);
  });
});

describe('login and logout', () => {
  it('signs in with e-mail and password and logs out', async () => {
    const who = await signUp(app);
    const res = await call(app, 'POST', '/api/login', {
      body: { email: who.email.toUpperCase(), password: who.password },
    });
    expect(res.body.statusCode).toBe(0);
    const session = { token: res.body.data.token, uid: res.body.data.uid };
    expect((await call(app, 'POST', '/api/logout', { as: session })).body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/user/info', { as: session })).body.statusCode).toBe(401);
    // the sign-up session is another one and still works
    expect((await call(app, 'GET', '/api/user/info', { as: who })).body.statusCode).toBe(0);
  });

  it('accepts POST /api/logout with an empty JSON body', async () => {
    const who = await signUp(app);
    const res = await call(app, 'POST', '/api/logout', {
      as: who,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body.statusCode).toBe(0);
  });

  it('answers unknown e-mail and wrong password the same (E15)', async () => {
    const who = await signUp(app);
    const wrong = await call(app, 'POST', '/api/login', {
      body: { email: who.email, password: 'Wrong12345' },
    });
    const unknown = await call(app, 'POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'Wrong12345' },
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.statusCode).toBe(41015);
  });

  it('locks an address for a client IP after ten failed logins from it in 15 minutes (42900)', async () => {
    const who = await signUp(app);
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await call(app, 'POST', '/api/login', {
            ip,
            body: { email: who.email, password: 'Wrong12345' },
          })
        ).body.statusCode,
      ).toBe(41015);
    }
    const locked = await call(app, 'POST', '/api/login', {
      ip,
      body: { email: who.email, password: who.password },
    });
    expect(locked.body.statusCode).toBe(42900);
  });

  it("does not lock the owner out: another client's failures leave the right password working", async () => {
    const who = await signUp(app);
    const attacker = randomIp();
    for (let i = 0; i < 12; i++)
      await call(app, 'POST', '/api/login', {
        ip: attacker,
        body: { email: who.email, password: 'Wrong12345' },
      });
    expect(
      (
        await call(app, 'POST', '/api/login', {
          ip: attacker,
          body: { email: who.email, password: who.password },
        })
      ).body.statusCode,
    ).toBe(42900);
    expect(
      (
        await call(app, 'POST', '/api/login', {
          ip: randomIp(),
          body: { email: who.email, password: who.password },
        })
      ).body.statusCode,
    ).toBe(0);
  });

  it('caps failed logins per client IP across e-mails at 20 in 15 minutes (42900)', async () => {
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 25; i++)
      answers.push(
        (
          await call(app, 'POST', '/api/login', {
            ip,
            body: { email: newIdentity().email, password: 'Wrong12345' },
          })
        ).body.statusCode,
      );
    expect(answers.filter((c) => c === 41015)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([42900, 42900, 42900, 42900, 42900]);
    const who = await signUp(app);
    expect(
      (
        await call(app, 'POST', '/api/login', {
          ip: randomIp(),
          body: { email: who.email, password: who.password },
        })
      ).body.statusCode,
    ).toBe(0);
  });

  it('does not count successful logins toward the per-IP cap', async () => {
    const who = await signUp(app);
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 22; i++)
      answers.push(
        (
          await call(app, 'POST', '/api/login', {
            ip,
            body: { email: who.email, password: who.password },
          })
        ).body.statusCode,
      );
    expect(answers.every((c) => c === 0)).toBe(true);
  });

  it('checks at most ten of 60 parallel logins for one address and IP (the count is atomic)', async () => {
    const who = await signUp(app);
    const ip = randomIp();
    const tries = Array.from({ length: 60 }, (_, i) => (i === 59 ? who.password : `Wrong1234${i}`));
    const answers = await Promise.all(
      tries.map((password) =>
        call(app, 'POST', '/api/login', { ip, body: { email: who.email, password } }),
      ),
    );
    const checked = answers.filter((a) => a.body.statusCode !== 42900);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.body.statusCode === 42900).length).toBe(60 - checked.length);
  });

  it('refuses a malformed login body naming the field', async () => {
    const res = await call(app, 'POST', '/api/login', { body: { email: 'x@example.com' } });
    expect(res.body.statusDesc).toBe('password: password is required');
    const notJson = await call(app, 'POST', '/api/login', {
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.body.statusCode).toBe(40001);
  });
});
