import { describe, expect, it } from 'vitest';
// Test-only: the ABI and viem check the selectors the storefront writes by hand (no viem in its bundle).
import { mintfrontMarketAbi } from '@mintfront/contracts';
import { encodeFunctionData, zeroAddress } from 'viem';
import { formatUnits, parseUnits } from './units.ts';
import { MARKET_SELECTORS, withdrawTx } from './wallet.ts';

describe('amounts', () => {
  it('formats and parses token amounts without floating point', () => {
    expect(formatUnits(10n ** 17n, 18)).toBe('0.1');
    expect(formatUnits(1234500n, 6)).toBe('1.2345');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(5n * 10n ** 18n, 18)).toBe('5');
    expect(parseUnits('0.25', 18)).toBe(25n * 10n ** 16n);
    expect(parseUnits('3', 0)).toBe(3n);
    expect(parseUnits('0.1234567', 6)).toBeNull();
    expect(parseUnits('-1', 18)).toBeNull();
    expect(parseUnits('1e3', 18)).toBeNull();
  });
});

describe('market calls written by hand', () => {
  it('match the market ABI', () => {
    const account = '0x1111111111111111111111111111111111111111';
    expect(
      encodeFunctionData({
        abi: mintfrontMarketAbi,
        functionName: 'credits',
        args: [account, zeroAddress],
      }).slice(0, 10),
    ).toBe(MARKET_SELECTORS.credits);
    const token = '0x2222222222222222222222222222222222222222';
    expect(withdrawTx('0xmarket', token).data).toBe(
      encodeFunctionData({ abi: mintfrontMarketAbi, functionName: 'withdraw', args: [token] }),
    );
  });
});
