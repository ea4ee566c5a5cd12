import { afterAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '@mintfront/domain';
import { loadConfig } from '../../config.ts';
import type { ChainAvailability } from '../../platform/chain/chain-availability.ts';
import { createChainClients } from '../../platform/chain/clients.ts';
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

describe('GET /api/config: chain_availability (issue 22)', () => {
  const byKey = (list: ChainAvailability[]) => Object.fromEntries(list.map((c) => [c.key, c]));

  it('marks every chain unavailable without chain clients, naming the RPC setting of each EVM chain', async () => {
    const app = await createTestApp();
    apps.push(app);
    const chains = byKey((await call(app, 'GET', '/api/config')).body.data.chain_availability);
    expect(chains.polygon).toEqual({
      key: 'polygon',
      available: false,
      reason: 'no_rpc',
      setting: 'RPC_URL_POLYGON',
    });
    expect(chains['polygon-amoy']!.setting).toBe('RPC_URL_POLYGON_AMOY');
    expect(chains.cardano).toEqual({
      key: 'cardano',
      available: false,
      reason: 'not_evm',
      setting: null,
    });
  });

  it('offers the local chain and a real chain with an RPC URL and the operator key; a real chain without the key names CHAIN_OPERATOR_KEY', async () => {
    const clients = createChainClients(
      {
        rpcUrls: { sepolia: 'http://127.0.0.1:1/sepolia', polygon: 'http://127.0.0.1:1/polygon' },
        operator: undefined,
      },
      'http://127.0.0.1:1/anvil',
    );
    const app = await createTestApp(
      {},
      { chain: clients, jobs: { worker: false }, indexer: { loop: false } },
    );
    apps.push(app);
    const chains = byKey((await call(app, 'GET', '/api/config')).body.data.chain_availability);
    expect(chains.local).toMatchObject({ available: true, reason: null });
    expect(chains.sepolia).toMatchObject({
      available: false,
      reason: 'no_operator',
      setting: 'CHAIN_OPERATOR_KEY',
    });
    expect(chains.ethereum).toMatchObject({ available: false, reason: 'no_rpc' });

    const withOperator = await createTestApp(
      {
        chain: {
          rpcUrls: {},
          operator: loadConfig({
            CHAIN_OPERATOR_KEY: `0x${'11'.repeat(32)}`,
          }).chain.operator,
        },
      },
      { chain: clients, jobs: { worker: false }, indexer: { loop: false } },
    );
    apps.push(withOperator);
    const reachable = byKey(
      (await call(withOperator, 'GET', '/api/config')).body.data.chain_availability,
    );
    expect(reachable.sepolia).toMatchObject({ available: true, reason: null, setting: null });
    expect(reachable.polygon).toMatchObject({ available: true });
    expect(reachable.ethereum).toMatchObject({ available: false, setting: 'RPC_URL_ETHEREUM' });
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

describe('CODE_SENDS_PER_IP_HOUR', () => {
  it('defaults to 30, takes a whole number from 1 and refuses anything else', () => {
    expect(loadConfig({}).codeSendsPerIpHour).toBe(30);
    expect(loadConfig({ CODE_SENDS_PER_IP_HOUR: '500' }).codeSendsPerIpHour).toBe(500);
    expect(() => loadConfig({ CODE_SENDS_PER_IP_HOUR: '0' })).toThrow(/CODE_SENDS_PER_IP_HOUR/);
    expect(() => loadConfig({ CODE_SENDS_PER_IP_HOUR: 'many' })).toThrow(/CODE_SENDS_PER_IP_HOUR/);
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
