import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newIdentity, type TestApp } from '../../test/helper.ts';
import { listensOnLoopbackOnly, OUTBOX_PAGE } from './outbox-page.ts';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.closeAll())));

async function appWith(over: { host?: string; smtpUrl?: string } = {}) {
  const app = await createTestApp(over);
  apps.push(app);
  return app;
}

const outbox = (app: TestApp, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: OUTBOX_PAGE, remoteAddress });

describe('the local outbox page (issue 22 "Local mode")', () => {
  it('shows a loopback-only server without SMTP_URL the mails it kept, codes included', async () => {
    const app = await appWith();
    expect((await call(app, 'GET', '/api/config')).body.data.mail).toEqual({
      delivery: 'outbox',
      outbox_page: OUTBOX_PAGE,
    });
    const { email } = newIdentity();
    await call(app, 'GET', `/api/registerVerification?email=${encodeURIComponent(email)}`);
    const res = await outbox(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(email);
    expect(res.body).toMatch(/\b\d{6}\b/);
  });

  it('escapes what a mail holds', async () => {
    const app = await appWith();
    await app.mailer.send({
      to: 'a@example.com',
      subject: '<script>x</script>',
      text: '<b>hi</b>',
    });
    const res = await outbox(app);
    expect(res.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(res.body).not.toContain('<b>hi</b>');
  });

  it('answers no caller from another address', async () => {
    const res = await outbox(await appWith(), '10.0.0.8');
    expect(res.body).not.toContain('Local outbox');
  });

  it('is not served by a server reachable from a network, nor with a mail server', async () => {
    for (const app of [
      await appWith({ host: '0.0.0.0' }),
      await appWith({ smtpUrl: 'smtp://127.0.0.1:2525' }),
    ]) {
      expect((await call(app, 'GET', '/api/config')).body.data.mail.outbox_page).toBeNull();
      expect((await outbox(app)).body).not.toContain('Local outbox');
    }
  });

  it('counts only loopback addresses as loopback-only', () => {
    expect(['127.0.0.1', 'localhost', '::1', '127.0.0.2'].map(listensOnLoopbackOnly)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['0.0.0.0', '::', '192.168.1.4', 'example.com'].map(listensOnLoopbackOnly)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
