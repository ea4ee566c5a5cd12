import { describe, expect, it } from 'vitest';
import { CHAINS, CHAIN_KEYS, chainByKey } from './chains.ts';

describe('chains', () => {
  it('has one key per chain, no duplicates', () => {
    expect(new Set(CHAIN_KEYS).size).toBe(CHAINS.length);
  });

  it('chainByKey finds the chain of a key', () => {
    expect(chainByKey('cardano')).toMatchObject({
      name: 'Cardano',
      nativeSymbol: 'ADA',
      evm: false,
    });
  });
});
