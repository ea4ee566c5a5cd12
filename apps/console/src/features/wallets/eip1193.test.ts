import { describe, expect, it, vi } from 'vitest';
import { checkChain, discoverWallets, personalSign, switchChain } from './eip1193.ts';

describe('discoverWallets', () => {
  it('lists every wallet announced through EIP-6963 plus window.ethereum', async () => {
    const announced = { request: vi.fn() };
    const legacy = { request: vi.fn() };
    const onRequest = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: {
            info: { uuid: 'u1', name: 'Test Wallet', icon: 'data:,', rdns: 'io.test' },
            provider: announced,
          },
        }),
      );
    window.addEventListener('eip6963:requestProvider', onRequest);
    (window as unknown as { ethereum: unknown }).ethereum = legacy;
    try {
      const wallets = await discoverWallets(window, 10);
      expect(wallets.map((w) => w.name)).toEqual(['Test Wallet', 'Browser wallet']);
    } finally {
      window.removeEventListener('eip6963:requestProvider', onRequest);
      delete (window as unknown as { ethereum?: unknown }).ethereum;
    }
  });

  it('finds none when no wallet is installed (the console then shows E11)', async () => {
    expect(await discoverWallets(window, 10)).toEqual([]);
  });
});

describe('wallet calls', () => {
  it('signs the text hex-encoded with personal_sign', async () => {
    const provider = { request: vi.fn().mockResolvedValue('0xsig') };
    expect(await personalSign(provider, '0xabc', 'hi')).toBe('0xsig');
    expect(provider.request).toHaveBeenCalledWith({
      method: 'personal_sign',
      params: ['0x6869', '0xabc'],
    });
  });

  it('switches network, adding the chain when the wallet does not know it (4902)', async () => {
    const provider = {
      request: vi.fn().mockRejectedValueOnce({ code: 4902 }).mockResolvedValue(null),
    };
    await switchChain(provider, 31337, 'http://127.0.0.1:8545');
    expect(provider.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'wallet_addEthereumChain' }),
    );
  });
});

describe('checkChain (spec doc 1 §8)', () => {
  it('refuses a wallet on another chain than the store and an unknown chain', () => {
    expect(checkChain(137, 137)).toEqual({ ok: true });
    expect(checkChain(1, 137)).toEqual({ ok: false, reason: 'mismatch', expected: 137 });
    expect(checkChain(56)).toEqual({ ok: false, reason: 'unsupported' });
    expect(checkChain(31337)).toEqual({ ok: true });
  });
});
