import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployStoreContract, mintfrontErc721Abi } from '@mintfront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from './anvil.ts';
import { loadChainConfig } from './chain-config.ts';
import { createChainClients } from './clients.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
// anvil's second dev key: public knowledge, fine as a stand-in for a real operator key.
const OPERATOR_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

let stateDir: string;
let chain: LocalChain;

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'mintfront-clients-'));
  chain = await startLocalChain({ stateDir, log: silent });
});
afterAll(async () => {
  await chain?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('loadChainConfig', () => {
  it('reads one RPC_URL_<KEY> per EVM chain', () => {
    const config = loadChainConfig({
      RPC_URL_POLYGON: 'https://polygon.example',
      RPC_URL_POLYGON_AMOY: 'wss://amoy.example',
    });
    expect(config.rpcUrls).toEqual({
      polygon: 'https://polygon.example',
      'polygon-amoy': 'wss://amoy.example',
    });
    expect(config.operator).toBeUndefined();
  });

  it('refuses an RPC URL that is not http(s) or ws(s)', () => {
    expect(() => loadChainConfig({ RPC_URL_ETHEREUM: 'ftp://x' })).toThrow('RPC_URL_ETHEREUM');
  });

  it('holds CHAIN_OPERATOR_KEY as an account and never shows the key', () => {
    const config = loadChainConfig({ CHAIN_OPERATOR_KEY: OPERATOR_KEY });
    expect(config.operator?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(JSON.stringify(config)).not.toContain(OPERATOR_KEY.slice(2));
    const bad = `${OPERATOR_KEY.slice(0, -1)}z`;
    expect(() => loadChainConfig({ CHAIN_OPERATOR_KEY: bad })).toThrow(
      /^CHAIN_OPERATOR_KEY must be/,
    );
    try {
      loadChainConfig({ CHAIN_OPERATOR_KEY: bad });
    } catch (err) {
      expect((err as Error).message).not.toContain(bad.slice(2, 20));
    }
  });
});

describe('createChainClients', () => {
  it('reaches the started anvil as the local chain, signing as its first dev account', async () => {
    const clients = createChainClients({ rpcUrls: {}, operator: undefined }, chain.rpcUrl);
    expect(clients.keys).toEqual(['local']);
    expect(await clients.publicClient('local').getChainId()).toBe(31337);
    expect(clients.walletClient('local').account.address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
  });

  it('deploys a store contract through the local operator', async () => {
    const clients = createChainClients({ rpcUrls: {}, operator: undefined }, chain.rpcUrl);
    const wallet = clients.walletClient('local');
    const publicClient = clients.publicClient('local');
    const { address } = await deployStoreContract(wallet, publicClient, {
      type: 'erc721',
      name: 'Store',
      symbol: 'STR',
      owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      royaltyReceiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      royaltyBps: 1000,
      contractURI: 'ipfs://store.json',
      minters: [wallet.account.address],
    });
    const isMinter = await publicClient.readContract({
      address,
      abi: mintfrontErc721Abi,
      functionName: 'isMinter',
      args: [wallet.account.address],
    });
    expect(isMinter).toBe(true);
  });

  it('names the missing setting for a chain without RPC URL or operator', () => {
    const clients = createChainClients({
      rpcUrls: { polygon: 'https://polygon.example' },
      operator: undefined,
    });
    expect(() => clients.publicClient('ethereum')).toThrow('RPC_URL_ETHEREUM');
    expect(clients.publicClient('polygon').chain.id).toBe(137);
    expect(() => clients.walletClient('polygon')).toThrow('CHAIN_OPERATOR_KEY');
  });

  it('signs on real chains with the configured operator', () => {
    const config = loadChainConfig({
      RPC_URL_SEPOLIA: 'https://sepolia.example',
      CHAIN_OPERATOR_KEY: OPERATOR_KEY,
    });
    const wallet = createChainClients(config).walletClient('sepolia');
    expect(wallet.chain.id).toBe(11155111);
    expect(wallet.account.address).toBe(config.operator?.address);
  });
});
