import { afterAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '@mintfront/domain';
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
    expect((await publicConfig('0123456789abcdef0123456789abcdef')).walletConnect).toEqual({
      projectId: '0123456789abcdef0123456789abcdef',
    });
  });

  it('answers walletConnect null without one', async () => {
    expect((await publicConfig()).walletConnect).toBeNull();
  });
});

describe('WALLETCONNECT_PROJECT_ID', () => {
  it('is read from the environment, empty meaning unset, and refuses anything but an id', () => {
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: 'abc123' }).walletConnectProjectId).toBe(
      'abc123',
    );
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: '' }).walletConnectProjectId).toBeUndefined();
    expect(() => loadConfig({ WALLETCONNECT_PROJECT_ID: 'a b' })).toThrow(
      /WALLETCONNECT_PROJECT_ID/,
    );
  });
});

describe('PLAN_COLLABORATOR_LIMITS', () => {
  it('overrides the collaborator cap of the plans it names; the others keep the defaults', () => {
    expect(loadConfig({}).planLimits).toEqual(PLAN_LIMITS);
    expect(loadConfig({ PLAN_COLLABORATOR_LIMITS: '' }).planLimits).toEqual(PLAN_LIMITS);
    expect(loadConfig({ PLAN_COLLABORATOR_LIMITS: 'free:3, basic:10' }).planLimits).toEqual({
      ...PLAN_LIMITS,
      free: { collaborators: 3 },
      basic: { collaborators: 10 },
    });
    expect(loadConfig({ PLAN_COLLABORATOR_LIMITS: 'advanced:0' }).planLimits.advanced).toEqual({
      collaborators: 0,
    });
  });

  it('refuses an unknown plan or a value that is not a whole number, naming the variable', () => {
    for (const bad of ['gold:3', 'free:-1', 'free:2.5', 'free', 'free:3,', 'free=3']) {
      expect(() => loadConfig({ PLAN_COLLABORATOR_LIMITS: bad }), bad).toThrow(
        /PLAN_COLLABORATOR_LIMITS: .*plan:number/,
      );
    }
  });
});
