import { describe, expect, it, vi } from 'vitest';
import { fakeWallet } from './fake-eip1193.test-util.ts';
import { checkSignedInWallet, checkStoreWallet, watchWallet } from './wallet-account.ts';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('checkStoreWallet (spec doc 1 §8 wrong wallet address)', () => {
  it('accepts the bound wallet in any letter case, and any wallet when none is bound', () => {
    expect(checkStoreWallet(A.toLowerCase(), A)).toEqual({ ok: true });
    expect(checkStoreWallet(B, null)).toEqual({ ok: true });
  });

  it('refuses another account, or no account, naming the bound wallet', () => {
    expect(checkStoreWallet(B, A)).toEqual({ ok: false, reason: 'wrongAddress', expected: A });
    expect(checkStoreWallet(null, A)).toEqual({ ok: false, reason: 'wrongAddress', expected: A });
  });
});

describe('checkSignedInWallet (spec doc 1 §8 wrong account)', () => {
  it('is the wrong account when the wallet shows another account than the one signed in', () => {
    expect(checkSignedInWallet(B, A)).toEqual({ ok: false, reason: 'wrongAccount', expected: A });
    expect(checkSignedInWallet(A.toLowerCase(), A)).toEqual({ ok: true });
  });

  it('does not apply to an e-mail account or a wallet showing no account', () => {
    expect(checkSignedInWallet(B, null)).toEqual({ ok: true });
    expect(checkSignedInWallet(null, A)).toEqual({ ok: true });
  });
});

describe('watchWallet', () => {
  it('passes on accountsChanged, chainChanged (hex) and disconnect, and stops on unsubscribe', () => {
    const wallet = fakeWallet([A]);
    const on = { accounts: vi.fn(), chain: vi.fn(), disconnect: vi.fn() };
    const stop = watchWallet(wallet, on);
    wallet.emit('accountsChanged', [B]);
    wallet.emit('chainChanged', '0x89');
    wallet.emit('disconnect', {});
    expect(on.accounts).toHaveBeenCalledWith([B]);
    expect(on.chain).toHaveBeenCalledWith(137);
    expect(on.disconnect).toHaveBeenCalledOnce();
    stop();
    expect(wallet.listenerCount()).toBe(0);
  });

  it('does nothing for a wallet without events', () => {
    expect(() =>
      watchWallet(
        { request: vi.fn() },
        { accounts: vi.fn(), chain: vi.fn(), disconnect: vi.fn() },
      )(),
    ).not.toThrow();
  });
});
