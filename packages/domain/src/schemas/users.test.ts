import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { REVENUE_BANDS } from '../constants.ts';
import {
  accountInfoBody,
  classificationDefaultSetBody,
  investigationBody,
  languageBody,
  userInfoBody,
} from './users.ts';

type Issue = { path: PropertyKey[]; message: string };
function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

describe('person name (spec §5: at least 2 characters)', () => {
  it('refuses a 1-character name', () => {
    expect(issuesOf(accountInfoBody, { name: 'A' })).toEqual([
      { path: ['name'], message: 'personName' },
    ]);
  });

  it('accepts a 2-character name', () => {
    expect(issuesOf(accountInfoBody, { name: 'Al' })).toEqual([]);
  });

  it('measures the name after trimming', () => {
    expect(issuesOf(accountInfoBody, { surname: '  L  ' })).toEqual([
      { path: ['surname'], message: 'personName' },
    ]);
  });

  it('stores the name trimmed', () => {
    expect(accountInfoBody.parse({ name: '  Ada ' })).toEqual({ name: 'Ada' });
  });

  it('accepts a 2-character Chinese name', () => {
    expect(issuesOf(accountInfoBody, { surname: '李雷' })).toEqual([]);
  });

  it('accepts 60 characters and refuses 61 (PERSON_NAME_MAX)', () => {
    expect(issuesOf(accountInfoBody, { name: 'a'.repeat(60) })).toEqual([]);
    expect(issuesOf(accountInfoBody, { name: 'a'.repeat(61) })).toEqual([
      { path: ['name'], message: 'personName' },
    ]);
  });

  it('property: 2–60 non-blank-edged characters with blanks around are accepted; 0–1 are refused', () => {
    const edge = fc.constantFrom('A', 'z', 'é', '李', 'Ж', '7', '.');
    const inner = fc
      .array(fc.constantFrom('a', ' ', '-', "'", '李', 'ß'), { maxLength: 58 })
      .map((a) => a.join(''));
    const blanks = fc
      .array(fc.constantFrom(' ', '\t', '\u3000'), { maxLength: 3 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(blanks, edge, inner, edge, blanks, (before, first, mid, last, after) => {
        expect(issuesOf(accountInfoBody, { name: before + first + mid + last + after })).toEqual(
          [],
        );
      }),
    );
    fc.assert(
      fc.property(blanks, fc.oneof(fc.constant(''), edge), blanks, (before, one, after) => {
        const name = before + one + after;
        // Exactly empty clears the name (My account sends every field); blanks or one character are refused.
        expect(issuesOf(accountInfoBody, { name })).toEqual(
          name === '' ? [] : [{ path: ['name'], message: 'personName' }],
        );
      }),
    );
  });
});

describe('profile links (spec §5: links start with http://)', () => {
  it('accepts http and https links and an empty link', () => {
    expect(
      issuesOf(userInfoBody, {
        social_contact: { x: 'https://x.com/ada', site: 'http://ada.dev', blog: '' },
      }),
    ).toEqual([]);
  });

  it('refuses a link without a scheme', () => {
    const issues = issuesOf(userInfoBody, { social_contact: { x: 'x.com/ada' } });
    expect(issues.map((i) => i.path)).toEqual([['social_contact', 'x']]);
    expect(issues.map((i) => i.message)).toContain('link');
  });
});

describe('language and onboarding survey', () => {
  it('accepts the languages en and zh only', () => {
    expect(issuesOf(languageBody, { language: 'zh' })).toEqual([]);
    expect(issuesOf(languageBody, { language: 'fr' })).toEqual([
      { path: ['language'], message: 'oneOf' },
    ]);
  });

  it.each([...REVENUE_BANDS])('accepts the revenue band %j', (revenue) => {
    expect(issuesOf(investigationBody, { data: { revenue } })).toEqual([]);
  });

  it('refuses an unknown revenue band', () => {
    expect(issuesOf(investigationBody, { data: { revenue: 'lots' } })).toEqual([
      { path: ['data', 'revenue'], message: 'oneOf' },
    ]);
  });
});

describe('default categories (classificationDefaultSetBody)', () => {
  it('needs at least one category id', () => {
    expect(issuesOf(classificationDefaultSetBody, { classification_ids: [] })).toEqual([
      { path: ['classification_ids'], message: 'required' },
    ]);
  });

  it('needs the id list', () => {
    expect(issuesOf(classificationDefaultSetBody, {})).toEqual([
      { path: ['classification_ids'], message: 'required' },
    ]);
  });

  it('accepts one id and coerces ids from strings', () => {
    expect(classificationDefaultSetBody.parse({ classification_ids: ['3'] })).toEqual({
      classification_ids: [3],
    });
  });

  it('refuses more than 50 ids', () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(issuesOf(classificationDefaultSetBody, { classification_ids: ids })).toEqual([
      { path: ['classification_ids'], message: 'tooMany' },
    ]);
  });
});
