import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployStoreContract, deployTestErc20 } from '@mintfront/contracts';
import { MASK, OWNER_ALLOWS, type Shop } from '@mintfront/domain';
import sharp from 'sharp';
import { getAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { CommandError, runCurrencyCommand } from '../../cli/currency-commands.ts';
import {
  call,
  createShop,
  createTestApp,
  inviteCollaborator,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';
import { postForm } from '../uploads/uploads-test-kit.ts';
import { paymentTokensService } from './payment-tokens.service.ts';

let chain: TestChain;
let app: TestApp;
let dataDir: string;
let owner: SignedUp;
let shop: Shop;
let usdc: Address;
let dai: Address;
let weth: Address;
let nft: Address;
const walletOnly = getAddress('0x1234567890abcdef1234567890abcdef12345678');

// A real ERC-20 (OpenZeppelin), compiled with solc by the contracts package's test helper.
const deployToken = (name: string, symbol: string) =>
  deployTestErc20(chain.clients.walletClient('local'), chain.publicClient, name, symbol);

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

const asOwner = () => ({ as: owner, shopId: shop.id });
const verify = (address: string, symbol: string, who = asOwner()) =>
  call(app, 'GET', `/api/currencys/verification/address?address=${address}&symbol=${symbol}`, who);
const create = (body: Record<string, unknown>, who = asOwner()) =>
  call(app, 'POST', '/api/currencys', { ...who, body });
const put = (id: number, body: Record<string, unknown>) =>
  call(app, 'PUT', `/api/currencys/${id}`, { ...asOwner(), body });
// The platform's decisions, through the service the operator CLI calls.
const platform = () => ({ db: app.db, publicUrl: 'http://localhost:8080' });
const approve = (id: number) => paymentTokensService.approve(platform(), id);
const reject = (id: number, reason = 'Not a stablecoin we list') =>
  paymentTokensService.reject(platform(), id, reason);
async function upload(kind: string, who = asOwner(), color = '#a3c') {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
  const res = await postForm(app, '/api/upload/file', who, [
    { name: 'kind', value: kind },
    { name: 'file', fileName: 'i.png', bytes },
  ]);
  return res.data.path as string;
}

describe('GET /api/currencys/verification/address', () => {
  it('reads name, symbol and decimals of a real ERC-20 on the shop chain', async () => {
    const res = await verify(usdc.toLowerCase(), 'usdc');
    expect(res.body).toMatchObject({
      statusCode: 0,
      data: { address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 18 },
    });
  });

  it('refuses a wallet address and an NFT contract (40076)', async () => {
    expect((await verify(walletOnly, 'USDC')).body.statusCode).toBe(40076);
    expect((await verify(nft, 'CAT')).body.statusCode).toBe(40076);
  });

  it('refuses a symbol that differs from the contract (40077), naming the real one', async () => {
    const res = await verify(usdc, 'USDT');
    expect(res.body.statusCode).toBe(40077);
    expect(res.body.statusDesc).toBe('The token at this address has the symbol USDC');
    expect(res.body.data).toEqual({ symbol: 'USDC' });
  });

  it('compares the symbol upper-cased (an on-chain "weth" matches WETH)', async () => {
    expect((await verify(weth, 'WETH')).body).toMatchObject({
      statusCode: 0,
      data: { symbol: 'weth' },
    });
  });

  it('validates the query: address 0x + 40 hex, symbol 1–11 letters or digits, checksum', async () => {
    expect((await verify('0x123', 'USDC')).body.statusCode).toBe(40001);
    expect((await verify(usdc, 'TOOLONGSYMBOL')).body.statusCode).toBe(40001);
    expect((await verify(usdc, 'US-DC')).body.statusCode).toBe(40001);
    // A mixed-case address whose EIP-55 checksum is wrong.
    const at = 2 + usdc.slice(2).search(/[a-fA-F]/);
    const flipped =
      usdc[at] === usdc[at]!.toLowerCase() ? usdc[at]!.toUpperCase() : usdc[at]!.toLowerCase();
    const bad = `${usdc.slice(0, at)}${flipped}${usdc.slice(at + 1)}`;
    expect((await verify(bad, 'USDC')).body).toMatchObject({
      statusCode: 40001,
      data: { field: 'address' },
    });
  });
});

describe('POST /api/currencys', () => {
  it('submits a verified token In Review with its uploaded icon, and refuses it twice (40078)', async () => {
    const icon = await upload('tokenIcon');
    const res = await create({
      symbol: 'usdc',
      name: 'USD Coin',
      address: usdc.toLowerCase(),
      icon,
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      symbol: 'USDC',
      name: 'USD Coin',
      address: usdc,
      decimals: 18,
      icon,
      status: 1,
      isDefault: false,
      rate: null,
      value: null,
    });
    expect(res.body.data.iconUrl).toBe(`http://localhost:8080/api/files/${icon}`);
    expect((await create({ symbol: 'USDC', name: 'Again', address: usdc })).body.statusCode).toBe(
      40078,
    );
    expect((await verify(usdc, 'USDC')).body.statusCode).toBe(40078);
  });

  it('requires symbol, name and address; name at most 60 characters', async () => {
    expect((await create({ name: 'X', address: dai })).body.statusCode).toBe(40001);
    expect((await create({ symbol: 'DAI', address: dai })).body.statusCode).toBe(40001);
    expect((await create({ symbol: 'DAI', name: 'Dai' })).body.statusCode).toBe(40001);
    expect((await create({ symbol: 'DAI', name: ' ', address: dai })).body.statusDesc).toBe(
      'name: name is required',
    );
    expect(
      (await create({ symbol: 'DAI', name: 'x'.repeat(61), address: dai })).body.statusCode,
    ).toBe(40001);
    expect(
      (await create({ symbol: 'DAI', name: 'x'.repeat(60), address: walletOnly })).body.statusCode,
    ).toBe(40076);
  });

  it('refuses an icon the shop did not upload as tokenIcon (40019)', async () => {
    const photo = await upload('photo', asOwner(), '#456');
    const res = await create({ symbol: 'DAI', name: 'Dai', address: dai, icon: photo });
    expect(res.body).toMatchObject({ statusCode: 40019, data: { field: 'icon' } });
  });

  it('refuses a symbol mismatch, an NFT contract and a wallet on submission', async () => {
    expect((await create({ symbol: 'DIA', name: 'Dai', address: dai })).body.statusCode).toBe(
      40077,
    );
    expect((await create({ symbol: 'CAT', name: 'Cats', address: nft })).body.statusCode).toBe(
      40076,
    );
    expect((await create({ symbol: 'ETH', name: 'Me', address: walletOnly })).body.statusCode).toBe(
      40076,
    );
  });
});

describe('token states and the default', () => {
  it('resubmits a Rejected token with corrected fields (In Review), and refuses other changes', async () => {
    const other = await signUp(app);
    const otherShop = await createShop(app, other, { chain: 'local' });
    const who = { as: other, shopId: otherShop.id };
    const created = (await create({ symbol: 'DAI', name: 'Dai', address: dai }, who)).body.data;
    const putAs = (body: Record<string, unknown>) =>
      call(app, 'PUT', `/api/currencys/${created.id}`, { ...who, body });

    // In Review: nothing to change until the platform decides.
    expect((await putAs({ name: 'Dai 2' })).body).toMatchObject({
      statusCode: 40079,
      statusDesc: 'This change is not possible while the token is In Review',
    });
    await reject(created.id);
    expect((await putAs({ symbol: 'USDC' })).body.statusCode).toBe(40077);
    expect((await putAs({ address: walletOnly })).body.statusCode).toBe(40076);
    expect((await putAs({ is_default: true })).body.statusCode).toBe(40079);
    const again = await putAs({ name: 'Dai Stablecoin', symbol: 'dai' });
    expect(again.body.data).toMatchObject({
      id: created.id,
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      address: dai,
      status: 1,
    });
    // Another shop never sees it.
    expect((await put(created.id, { name: 'X' })).body.statusCode).toBe(40400);
  });

  it('deactivates an Active token and keeps one default per shop, switched in one transaction', async () => {
    const other = await signUp(app);
    const s = await createShop(app, other, { chain: 'local' });
    const who = { as: other, shopId: s.id };
    const a = (await create({ symbol: 'USDC', name: 'USD Coin', address: usdc }, who)).body.data;
    const b = (await create({ symbol: 'DAI', name: 'Dai', address: dai }, who)).body.data;
    const putAs = (id: number, body: Record<string, unknown>) =>
      call(app, 'PUT', `/api/currencys/${id}`, { ...who, body });
    const list = (q = '') => call(app, 'GET', `/api/currencys${q}`, who);

    expect((await putAs(a.id, { is_default: true })).body.statusCode).toBe(40079);
    await approve(a.id);
    await approve(b.id);
    expect((await putAs(a.id, { is_default: true })).body.data).toMatchObject({
      isDefault: true,
      status: 2,
    });
    expect((await putAs(b.id, { is_default: true })).body.data.isDefault).toBe(true);
    const both = (await list('?status=2')).body.data;
    expect(both.total).toBe(2);
    expect(both.list.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);

    // An Active token's fields are not edited (only deactivated or made default).
    expect((await putAs(a.id, { name: 'Other' })).body.statusCode).toBe(40079);
    const off = await putAs(b.id, { status: 4 });
    expect(off.body.data).toMatchObject({ status: 4, isDefault: false });
    expect((await putAs(b.id, { is_default: true })).body).toMatchObject({
      statusCode: 40079,
      statusDesc: 'This change is not possible while the token is Inactive',
    });
    expect((await list('?status=2')).body.data).toMatchObject({ total: 1, list: [{ id: a.id }] });
    expect((await list('?status=4')).body.data).toMatchObject({ total: 1, list: [{ id: b.id }] });
    expect((await list()).body.data.total).toBe(2);
    expect((await list('?status=5')).body.statusCode).toBe(40001);
    // Neither is the default now: newest first.
    expect((await list('?limit=1&page=2')).body.data).toMatchObject({
      total: 2,
      lastPage: 2,
      list: [{ id: a.id }],
    });
    expect((await putAs(999999, { status: 4 })).body.statusCode).toBe(40400);
  });

  it('refuses a collaborator without mask 32 and lets one with it in', async () => {
    const lacking = await inviteCollaborator(app, owner, shop.id, {
      allows: OWNER_ALLOWS & ~MASK.payoutGroup,
    });
    const who = { as: lacking.who, shopId: shop.id };
    expect((await call(app, 'GET', '/api/currencys', who)).body.statusCode).toBe(40300);
    expect((await verify(dai, 'DAI', who)).body.statusCode).toBe(40300);
    expect((await create({ symbol: 'DAI', name: 'Dai', address: dai }, who)).body.statusCode).toBe(
      40300,
    );
    const holding = await inviteCollaborator(app, owner, shop.id, { allows: MASK.payoutGroup });
    expect(
      (await call(app, 'GET', '/api/currencys', { as: holding.who, shopId: shop.id })).body
        .statusCode,
    ).toBe(0);
  });
});

describe('platform review (npm run platform -- currency:approve / currency:reject)', () => {
  /** Runs one operator command on the app's database; answers what it printed. */
  async function command(
    name: string,
    positionals: string[] = [],
    options: { status?: string; reason?: string } = {},
  ) {
    const out: string[] = [];
    await runCurrencyCommand(platform(), name, positionals, options, {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
    });
    return out.join('\n');
  }
  async function submitted() {
    const who = await signUp(app);
    const s = await createShop(app, who, { chain: 'local' });
    const as = { as: who, shopId: s.id };
    const token = (await create({ symbol: 'USDC', name: 'USD Coin', address: usdc }, as)).body.data;
    expect(token.status).toBe(1);
    return { as, s, token };
  }

  it('lists the tokens In Review of every store with their store, and approves one: Active for its owner', async () => {
    const { as, s, token } = await submitted();
    expect(await command('currency:list')).toContain(
      `#${token.id}  USDC  USD Coin  ${usdc}  In Review  store #${s.id}`,
    );
    expect(await command('currency:approve', [String(token.id)])).toBe(
      `Approved #${token.id} USDC: now Active.`,
    );
    expect((await call(app, 'GET', '/api/currencys', as)).body.data.list).toMatchObject([
      { id: token.id, status: 2, reviewReason: null },
    ]);
    expect(await command('currency:list')).not.toContain(`#${token.id} `);
    expect(await command('currency:list', [], { status: 'active' })).toContain(
      `#${token.id}  USDC`,
    );
    // The owner can now make it the default: the console's action is reachable.
    expect(
      (await call(app, 'PUT', `/api/currencys/${token.id}`, { ...as, body: { is_default: true } }))
        .body.data,
    ).toMatchObject({ isDefault: true });
  });

  it('rejects with the reason the owner sees; a resubmission clears it and goes back In Review', async () => {
    const { as, token } = await submitted();
    expect(
      await command('currency:reject', [String(token.id)], { reason: '  Wrong network listing  ' }),
    ).toBe(`Rejected #${token.id} USDC: Wrong network listing`);
    expect((await call(app, 'GET', '/api/currencys?status=3', as)).body.data.list).toMatchObject([
      { id: token.id, status: 3, reviewReason: 'Wrong network listing' },
    ]);
    expect(await command('currency:list', [], { status: 'rejected' })).toContain(
      'reason: Wrong network listing',
    );
    const again = await call(app, 'PUT', `/api/currencys/${token.id}`, {
      ...as,
      body: { name: 'USD Coin (bridged)' },
    });
    expect(again.body.data).toMatchObject({ status: 1, reviewReason: null });
  });

  it('decides only on a token In Review, refuses an unknown id, a bad id and a missing reason', async () => {
    const { token } = await submitted();
    await approve(token.id);
    await expect(command('currency:approve', [String(token.id)])).rejects.toThrow(
      new CommandError('This change is not possible while the token is Active'),
    );
    await expect(
      command('currency:reject', [String(token.id)], { reason: 'late' }),
    ).rejects.toThrow(/while the token is Active/);
    await expect(command('currency:approve', ['999999'])).rejects.toThrow(
      'no payment token #999999',
    );
    await expect(command('currency:approve', ['abc'])).rejects.toThrow(/positive whole number/);
    await expect(command('currency:reject', [String(token.id)], { reason: ' ' })).rejects.toThrow(
      /--reason/,
    );
    await expect(command('currency:list', [], { status: 'pending' })).rejects.toThrow(
      /--status must be one of/,
    );
  });
});

describe('the local development chain approves a verified token at once', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ dataDir }, { chain: chain.clients });
  }, 120_000);
  afterAll(async () => local?.closeAll());

  it('a real ERC-20 on the local chain is Active on submission and can be made the default and deactivated', async () => {
    const who = await signUp(local);
    const s = await createShop(local, who, { chain: 'local' });
    const as = { as: who, shopId: s.id };
    const token = await call(local, 'POST', '/api/currencys', {
      ...as,
      body: { symbol: 'DAI', name: 'Dai', address: dai },
    });
    expect(token.body.data).toMatchObject({ status: 2, address: dai });
    const put = (body: Record<string, unknown>) =>
      call(local, 'PUT', `/api/currencys/${token.body.data.id}`, { ...as, body });
    expect((await put({ is_default: true })).body.data).toMatchObject({
      status: 2,
      isDefault: true,
    });
    expect((await put({ status: 4 })).body.data).toMatchObject({ status: 4, isDefault: false });
  });

  it('approves nothing that failed verification', async () => {
    const who = await signUp(local);
    const s = await createShop(local, who, { chain: 'local' });
    const as = { as: who, shopId: s.id };
    expect(
      (
        await call(local, 'POST', '/api/currencys', {
          ...as,
          body: { symbol: 'CAT', name: 'Cats', address: nft },
        })
      ).body.statusCode,
    ).toBe(40076);
    expect(
      (
        await call(local, 'POST', '/api/currencys', {
          ...as,
          body: { symbol: 'DIA', name: 'Dai', address: dai },
        })
      ).body.statusCode,
    ).toBe(40077);
    expect((await call(local, 'GET', '/api/currencys', as)).body.data.total).toBe(0);
  });
});
