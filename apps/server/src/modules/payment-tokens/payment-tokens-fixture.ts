import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployStoreContract, deployTestErc20 } from '@mintfront/contracts';
import { type Shop } from '@mintfront/domain';
import sharp from 'sharp';
import { getAddress, type Address } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import { paymentTokensService } from './payment-tokens.service.ts';

// The world the payment-tokens test files share: each file calls usePaymentTokensWorld() at its
// top, which starts it before the file's tests (beforeAll) and stops it after, one app per file.
// The hooks are registered per call, not on import: the server project runs files without
// isolation, so a module is imported once per worker and import-time hooks would run for the first
// file only, handing the next ones a closed app.

export let chain: TestChain;
export let app: TestApp;
export let dataDir: string;
export let owner: SignedUp;
export let shop: Shop;
export let usdc: Address;
export let dai: Address;
export let weth: Address;
export let nft: Address;
export const walletOnly = getAddress('0x1234567890abcdef1234567890abcdef12345678');

// A real ERC-20 (OpenZeppelin), compiled with solc by the contracts package's test helper.
export const deployToken = (name: string, symbol: string) =>
  deployTestErc20(chain.clients.walletClient('local'), chain.publicClient, name, symbol);

export function usePaymentTokensWorld() {
  beforeAll(async () => {
    chain = await startTestChain();
    dataDir = mkdtempSync(join(tmpdir(), 'mf-currencies-'));
    // The platform reviews tokens here, as on a real chain; the local auto-approval has its own app below.
    app = await createTestApp({ dataDir, autoApproveLocalTokens: false }, { chain: chain.clients });
    owner = await signUp(app);
    shop = await createShop(app, owner, { chain: 'local' });
    usdc = await deployToken('USD Coin', 'USDC');
    dai = await deployToken('Dai Stablecoin', 'DAI');
    weth = await deployToken('Wrapped Ether', 'weth');
    const wallet = chain.clients.walletClient('local');
    nft = (
      await deployStoreContract(wallet, chain.publicClient, {
        type: 'erc721',
        name: 'Cats',
        symbol: 'CAT',
        owner: wallet.account.address,
        royaltyReceiver: wallet.account.address,
        royaltyBps: 0,
        contractURI: '',
      })
    ).address;
  }, 120_000);
  afterAll(async () => {
    await app?.closeAll();
    await chain?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
}

export const asOwner = () => ({ as: owner, shopId: shop.id });
export const verify = (address: string, symbol: string, who = asOwner()) =>
  call(app, 'GET', `/api/currencys/verification/address?address=${address}&symbol=${symbol}`, who);
export const create = (body: Record<string, unknown>, who = asOwner()) =>
  call(app, 'POST', '/api/currencys', { ...who, body });
export const put = (id: number, body: Record<string, unknown>) =>
  call(app, 'PUT', `/api/currencys/${id}`, { ...asOwner(), body });
// The platform's decisions, through the service the operator CLI calls.
export const platform = () => ({ db: app.db, publicUrl: 'http://localhost:8080' });
export const approve = (id: number) => paymentTokensService.approve(platform(), id);
export const reject = (id: number, reason = 'Not a stablecoin we list') =>
  paymentTokensService.reject(platform(), id, reason);
export async function upload(kind: string, who = asOwner(), color = '#a3c') {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
  const res = await postForm(app, '/api/upload/file', who, [
    { name: 'kind', value: kind },
    { name: 'file', fileName: 'i.png', bytes },
  ]);
  return res.data.path as string;
}
