import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helper.ts';
import { captureLog } from '../../test/log-capture.ts';

let app: TestApp;
const log = captureLog();
beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
});
afterAll(async () => app?.closeAll());

describe('envelope and errors', () => {
  it('answers health and the public config', async () => {
    expect((await call(app, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
    const config = await call(app, 'GET', '/api/config');
    expect(config.body).toMatchObject({
      statusCode: 0,
      statusDesc: 'success',
      data: { languages: ['en', 'zh'], mail: { delivery: 'outbox' } },
    });
    expect(config.body.data.chains.map((c: { key: string }) => c.key)).toContain('local');
  });

  it('answers an unknown /api path with the 40400 envelope and HTTP 404', async () => {
    const res = await call(app, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 40400, statusDesc: 'Not found', data: {} });
  });

  it('serves a page telling to build the console when it is not built', async () => {
    const res = await app.inject({ method: 'GET', url: '/select-store' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/login'].post;
    // POST /api/login takes the e-mail shape or the wallet shape (API.md).
    const shapes = login.requestBody.content['application/json'].schema.anyOf.map(
      (o: { required: string[] }) => o.required,
    );
    expect(shapes).toEqual([
      ['email', 'password'],
      ['appid', 'account_type', 'wallet', 'message', 'signature'],
    ]);
    expect(doc.paths['/api/registerVerification'].get.parameters[0]).toMatchObject({
      in: 'query',
      name: 'email',
    });
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).body).toContain('swagger-ui');
    expect(
      (await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers an unexpected fault with HTTP 500, nothing internal, and logs it', async () => {
    const closed = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    // A real fault: the database is gone under a running server.
    await (
      closed.db as unknown as {
        $client: { close?: () => Promise<void>; end?: () => Promise<void> };
      }
    ).$client.close?.();
    await (closed.db as unknown as { $client: { end?: () => Promise<void> } }).$client.end?.();
    const res = await closed.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, statusDesc: 'Internal Server Error' });
    expect(log.text()).toContain('unexpected fault');
    await closed.closeAll().catch(() => undefined);
  });
});
