import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { accountCheckQuery, loginBody, passwordUpdateBody, verifyCodeBody } from './accounts.ts';
import { pagingQuery } from './common.ts';
import {
  code,
  domainLabel,
  email,
  link,
  password,
  personName,
  storeName,
  username,
} from './fields.ts';
import { createShopBody, shopsQuery } from './shops.ts';
import { accountInfoBody, classificationDefaultSetBody, userInfoBody } from './users.ts';

// fields.ts: "Error texts are MESSAGES keys". The server and console translate them, so a
// key missing from MESSAGES would reach a user untranslated.

const refusals: [string, z.ZodType, unknown][] = [
  ['email', email, 'not-an-email'],
  ['blank email', email, ' '],
  ['password', password, 'short'],
  ['code', code, '12'],
  ['store name length', storeName, 'ab'],
  ['store name characters', storeName, 'a b c d'],
  ['username length', username, 'ab'],
  ['username characters', username, 'ab_cd'],
  ['person name', personName, 'a'],
  ['domain label', domainLabel, '-ab'],
  ['link', link, 'ftp://x'],
  [
    'registration',
    verifyCodeBody,
    { email: 'x', code: 'x', password: 'x', username: 'x', agree_terms: false },
  ],
  [
    'username equal to password',
    verifyCodeBody,
    {
      email: 'a@b.co',
      code: '123456',
      password: 'Secret12',
      username: 'Secret12',
      agree_terms: true,
    },
  ],
  ['account check', accountCheckQuery, {}],
  ['login', loginBody, { email: '', password: '' }],
  ['password update', passwordUpdateBody, { old_password: 'Secret12', password: 'Secret12' }],
  ['paging', pagingQuery, { page: 'x', limit: '999' }],
  ['store creation', createShopBody, { name: '!', chain: 'x', subdomain: '_' }],
  ['store list', shopsQuery, { type: 'x' }],
  ['account info', accountInfoBody, { name: 'a', area_code: 'x', tel: 'x' }],
  ['profile', userInfoBody, { nickname: 'n'.repeat(61) }],
  ['default categories', classificationDefaultSetBody, { classification_ids: [] }],
];

describe('schema error texts', () => {
  it.each(refusals)('a refused %s reports MESSAGES keys only', (_label, schema, input) => {
    const r = schema.safeParse(input);
    expect(r.success).toBe(false);
    const unknownKeys = r.success
      ? []
      : r.error.issues.map((i) => i.message).filter((m) => !(m in MESSAGES));
    expect(unknownKeys).toEqual([]);
  });
});

describe('link (spec §5: links start with http://)', () => {
  it('accepts http:// and https:// links', () => {
    expect(link.safeParse('http://ada.dev').success).toBe(true);
    expect(link.safeParse('https://ada.dev/shop').success).toBe(true);
  });

  it('refuses a link with another scheme or none', () => {
    expect(link.safeParse('ftp://ada.dev').success).toBe(false);
    expect(link.safeParse('ada.dev').success).toBe(false);
  });
});
