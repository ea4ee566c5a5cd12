import { describe, expect, it } from 'vitest';
import { CommandError, runCurrencyCommand } from '../../cli/currency-commands.ts';
import { call, createShop, signUp } from '../../test/helper.ts';
import {
  app,
  usdc,
  create,
  platform,
  approve,
  usePaymentTokensWorld,
} from './payment-tokens-fixture.ts';

usePaymentTokensWorld();

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
