import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHAIN_KEYS } from '../chains.ts';
import { createShopBody, shopIdBody, shopOpenBody, shopsQuery } from './shops.ts';

// Spec doc 1 §5 store rules as POST /api/shop applies them (name, chain, subdomain).

type Issue = { path: PropertyKey[]; message: string };
function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

const shop = { name: 'AdaShop', chain: 'polygon', subdomain: 'ada-shop' };
const create = (change: Record<string, unknown>) =>
  issuesOf(createShopBody, { ...shop, ...change });

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const charFrom = (set: string) => fc.constantFrom(...Array.from(set));

describe('store creation (POST /api/shop)', () => {
  it('accepts a valid store', () => {
    expect(create({})).toEqual([]);
  });

  describe('store name', () => {
    it('refuses 3 characters', () => {
      expect(create({ name: 'Ada' })).toEqual([{ path: ['name'], message: 'storeNameLength' }]);
    });

    it('accepts 4 characters', () => {
      expect(create({ name: 'Ada1' })).toEqual([]);
    });

    it('accepts 60 characters', () => {
      expect(create({ name: 'S'.repeat(60) })).toEqual([]);
    });

    it('refuses 61 characters', () => {
      expect(create({ name: 'S'.repeat(61) })).toEqual([
        { path: ['name'], message: 'storeNameLength' },
      ]);
    });

    it.each(['我的小店', 'Магазин', 'متجري', 'ร้านค้า', 'दुकान', 'Café2024'])(
      'accepts the letters-and-digits name %j',
      (name) => {
        expect(create({ name })).toEqual([]);
      },
    );

    it.each(['Ada Shop', 'Ada-Shop', 'Ada_Shop', 'Ada.Shop', "Ada's", 'Shop!', 'Shop😀'])(
      'refuses the space or punctuation in %j',
      (name) => {
        expect(create({ name })).toEqual([{ path: ['name'], message: 'storeNameChars' }]);
      },
    );

    it('is required', () => {
      expect(create({ name: '' })).toContainEqual({ path: ['name'], message: 'required' });
    });

    it('property: 4–60 letters and digits of any script are accepted', () => {
      const letters = charFrom('aZéßжЯλΩمرאב店铺あカ가한0123456789');
      fc.assert(
        fc.property(fc.array(letters, { minLength: 4, maxLength: 60 }), (chars) => {
          expect(create({ name: chars.join('') })).toEqual([]);
        }),
      );
    });

    it('property: a name with a space or symbol inside is refused with storeNameChars', () => {
      const arb = fc
        .tuple(
          fc.array(charFrom(ALNUM + '店铺'), { minLength: 4, maxLength: 58 }),
          fc.constantFrom(' ', '-', '_', '.', '!', '?', '#', '&', '/', '€', '。', '😀'),
          fc.nat(),
        )
        .map(([chars, bad, at]) => {
          const i = 1 + (at % (chars.length - 1));
          return [...chars.slice(0, i), bad, ...chars.slice(i)].join('');
        });
      fc.assert(
        fc.property(arb, (name) => {
          expect(create({ name })).toEqual([{ path: ['name'], message: 'storeNameChars' }]);
        }),
      );
    });
  });

  describe('chain', () => {
    it.each([...CHAIN_KEYS])('accepts the CHAINS key %j', (chain) => {
      expect(create({ chain })).toEqual([]);
    });

    it.each(['solana', 'Polygon', 'matic', ''])(
      'refuses %j, which is not a CHAINS key',
      (chain) => {
        expect(create({ chain })).toEqual([{ path: ['chain'], message: 'oneOf' }]);
      },
    );

    it('is required', () => {
      const { chain: _chain, ...rest } = shop;
      expect(issuesOf(createShopBody, rest)).toEqual([{ path: ['chain'], message: 'oneOf' }]);
    });
  });

  describe('subdomain', () => {
    it('refuses 2 characters', () => {
      expect(create({ subdomain: 'ab' })).toEqual([
        { path: ['subdomain'], message: 'domainLabel' },
      ]);
    });

    it('accepts 3 characters', () => {
      expect(create({ subdomain: 'abc' })).toEqual([]);
    });

    it('accepts 63 characters', () => {
      expect(create({ subdomain: 'a'.repeat(63) })).toEqual([]);
    });

    it('refuses 64 characters', () => {
      expect(create({ subdomain: 'a'.repeat(64) })).toEqual([
        { path: ['subdomain'], message: 'domainLabel' },
      ]);
    });

    it('refuses a hyphen at the start', () => {
      expect(create({ subdomain: '-shop' })).toEqual([
        { path: ['subdomain'], message: 'domainLabel' },
      ]);
    });

    it('refuses a hyphen at the end', () => {
      expect(create({ subdomain: 'shop-' })).toEqual([
        { path: ['subdomain'], message: 'domainLabel' },
      ]);
    });

    it('accepts a hyphen inside', () => {
      expect(create({ subdomain: 'my-shop-1' })).toEqual([]);
    });

    it.each(['my_shop', 'my.shop', 'my shop', 'café', '我的店'])(
      'refuses %j, which has a character other than letters, digits and hyphens',
      (subdomain) => {
        expect(create({ subdomain })).toEqual([{ path: ['subdomain'], message: 'domainLabel' }]);
      },
    );

    it('is lower-cased and trimmed', () => {
      expect(createShopBody.parse({ ...shop, subdomain: '  My-Shop ' }).subdomain).toBe('my-shop');
    });

    it('is required', () => {
      expect(create({ subdomain: ' ' })).toContainEqual({
        path: ['subdomain'],
        message: 'required',
      });
    });

    const validLabel = fc
      .tuple(
        charFrom(ALNUM),
        fc.array(charFrom(ALNUM + '-'), { minLength: 1, maxLength: 61 }),
        charFrom(ALNUM),
      )
      .map(([first, mid, last]) => first + mid.join('') + last);

    it('property: a valid label is accepted and stored in lower case', () => {
      fc.assert(
        fc.property(validLabel, (subdomain) => {
          const parsed = createShopBody.safeParse({ ...shop, subdomain });
          expect(parsed.success && parsed.data.subdomain).toBe(subdomain.toLowerCase());
        }),
      );
    });

    it('property: a forbidden character inside, a hyphen at either end or a bad length is refused with domainLabel', () => {
      const forbiddenInside = fc
        .tuple(validLabel, fc.constantFrom('_', '.', ' ', '@', 'é', '中', '😀'), fc.nat())
        .map(([s, bad, at]) => {
          const i = 1 + (at % (s.length - 1));
          return s.slice(0, i) + bad + s.slice(i);
        });
      const hyphenEnd = fc
        .tuple(validLabel, fc.boolean())
        .map(([s, start]) => (start ? '-' + s.slice(1) : s.slice(0, -1) + '-'));
      const badLength = fc.oneof(
        fc.string({ unit: charFrom(ALNUM), minLength: 1, maxLength: 2 }),
        fc.string({ unit: charFrom(ALNUM), minLength: 64, maxLength: 100 }),
      );
      fc.assert(
        fc.property(fc.oneof(forbiddenInside, hyphenEnd, badLength), (subdomain) => {
          expect(create({ subdomain })).toEqual([{ path: ['subdomain'], message: 'domainLabel' }]);
        }),
      );
    });
  });
});

describe('store lists (GET /api/shops)', () => {
  it('lists owned stores by default', () => {
    expect(shopsQuery.parse({})).toEqual({ type: 'owned' });
  });

  it.each(['owned', 'joined', 'closed'])('accepts the list type %j', (type) => {
    expect(shopsQuery.parse({ type })).toEqual({ type });
  });

  it('refuses an unknown list type', () => {
    expect(issuesOf(shopsQuery, { type: 'deleted' })).toEqual([
      { path: ['type'], message: 'oneOf' },
    ]);
  });
});

describe('store id and re-opening', () => {
  it('coerces the store id from a string', () => {
    expect(shopIdBody.parse({ shop_id: '12' })).toEqual({ shop_id: 12 });
  });

  it('refuses a store id of 0', () => {
    expect(issuesOf(shopIdBody, { shop_id: 0 })).toEqual([
      { path: ['shop_id'], message: 'invalid' },
    ]);
  });

  it('requires the login password to re-open a store', () => {
    expect(issuesOf(shopOpenBody, { shop_id: 12, password: '' })).toEqual([
      { path: ['password'], message: 'required' },
    ]);
  });
});
