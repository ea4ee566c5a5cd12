import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { zh } from './zh/index.ts';

function flatten(table: object, prefix = ''): Record<string, unknown> {
  return Object.entries(table).reduce<Record<string, unknown>>((acc, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(acc, flatten(value, path));
    else acc[path] = value;
    return acc;
  }, {});
}

const enKeys = flatten(en);
const zhKeys = flatten(zh);

describe('i18n parity', () => {
  it('English and Chinese have exactly the same keys', () => {
    expect(Object.keys(zhKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });

  it('every text is a non-empty string in both languages', () => {
    for (const [key, value] of [...Object.entries(enKeys), ...Object.entries(zhKeys)]) {
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });

  it('both languages use the same interpolation variables', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(enKeys))
      expect(vars(zhKeys[key]), key).toEqual(vars(enKeys[key]));
  });
});
