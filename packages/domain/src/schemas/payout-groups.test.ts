import { describe, expect, it } from 'vitest';
import { duplicatePayeeWallet } from './payout-groups.ts';

const A = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
const B = `0x${'b'.repeat(40)}`;

describe('duplicatePayeeWallet (spec doc 2 §5, E75)', () => {
  it('finds the first payee repeating an earlier wallet, whatever its case, as typed', () => {
    expect(
      duplicatePayeeWallet([{ address: A }, { address: B }, { address: ` ${A.toLowerCase()} ` }]),
    ).toEqual({ index: 2, address: A.toLowerCase() });
  });

  it('ignores payees reached by e-mail only, and answers null when every wallet differs', () => {
    expect(
      duplicatePayeeWallet([
        { address: A },
        { address: null },
        {},
        { address: '' },
        { address: B },
      ]),
    ).toBeNull();
  });
});
