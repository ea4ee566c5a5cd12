import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './mail.tables.ts';
import { call, createTestApp, newIdentity, type TestApp } from '../../test/helper.ts';
import { captureLog } from '../../test/log-capture.ts';

let app: TestApp;
let smtp: SMTPServer;
const received: { to: string; raw: string }[] = [];
const log = captureLog();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address, raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  app = await createTestApp(
    { smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: 'debug' },
    { logStream: log.stream },
  );
});
afterAll(async () => {
  await app?.closeAll();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers the sign-up code through a real SMTP server, in Chinese when asked, and never logs it', async () => {
    const who = newIdentity();
    const sent = await call(app, 'GET', `/api/registerVerification?email=${who.email}`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(sent.body.statusCode).toBe(0);
    const mail = received.find((m) => m.to === who.email)!;
    expect(mail.raw).toMatch(/^From: Mintfront <no-reply@mintfront\.test>/m);
    const body = mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    const code = body.match(/\b(\d{6})\b/)![1]!;

    expect(body).toContain('=E9=AA=8C=E8=AF=81=E7=A0=81'); // 验证码, quoted-printable
    const res = await call(app, 'POST', '/api/verify/code', {
      headers: { 'accept-language': 'zh-CN' },
      body: {
        email: who.email,
        code,
        password: who.password,
        username: who.username,
        agree_terms: true,
      },
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data.user.language).toBe('zh');
    expect(await app.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await call(app, 'GET', '/api/config')).body.data.mail.delivery).toBe('smtp');

    const logged = log.text();
    expect(logged).toContain('mail sent');
    for (const secret of [code, who.password, res.body.data.token])
      expect(logged).not.toContain(secret);
  });
});
