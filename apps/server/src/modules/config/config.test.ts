import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { call, createTestApp, type TestApp } from '../../test/helper.ts';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.closeAll())));

async function publicConfig(walletConnectProjectId?: string) {
  const app = await createTestApp({ walletConnectProjectId });
  apps.push(app);
  return (await call(app, 'GET', '/api/config')).body.data;
}

describe('GET /api/config: WalletConnect', () => {
  it('carries the WalletConnect project id when one is configured', async () => {
    expect((await publicConfig('0123456789abcdef0123456789abcdef')).walletConnect).toEqual({ projectId: '0123456789abcdef0123456789abcdef' });
  });

  it('answers walletConnect null without one', async () => {
    expect((await publicConfig()).walletConnect).toBeNull();
  });
});

describe('WALLETCONNECT_PROJECT_ID', () => {
  it('is read from the environment, empty meaning unset, and refuses anything but an id', () => {
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: 'abc123' }).walletConnectProjectId).toBe('abc123');
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: '' }).walletConnectProjectId).toBeUndefined();
    expect(() => loadConfig({ WALLETCONNECT_PROJECT_ID: 'a b' })).toThrow(/WALLETCONNECT_PROJECT_ID/);
  });
});
