import { describe, expect, it } from 'vitest';
import { ERROR_AREAS, ERRORS, errorText } from './errors.ts';
import { MESSAGES, fillText, messageText } from './messages.ts';

// Spec doc 1 §8 (catalogue E<n>) and CONVENTIONS.md: a translation test fails when English
// and Chinese differ.

const errorEntries = Object.entries(ERRORS);
const messageEntries = Object.entries(MESSAGES);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('ERRORS', () => {
  it.each(errorEntries)('%s has a non-empty English and Chinese text', (_key, entry) => {
    expect(entry.en.trim()).not.toBe('');
    expect(entry.zh.trim()).not.toBe('');
  });

  it('gives every entry a unique code', () => {
    const codes = errorEntries.map(([, e]) => e.code);
    const duplicates = codes.filter((c, i) => codes.indexOf(c) !== i);
    expect(duplicates).toEqual([]);
  });

  it('loses no entry of an area to another with the same key', () => {
    const inAreas = ERROR_AREAS.reduce((n, area) => n + Object.keys(area).length, 0);
    expect(errorEntries.length).toBe(inAreas);
  });

  it.each(errorEntries.filter(([key]) => /^E\d+$/.test(key)))(
    'catalogue entry %s answers 41000 + its number',
    (key, entry) => {
      expect(entry.code).toBe(41000 + Number(key.slice(1)));
    },
  );

  it('keeps the 41000–41999 range for catalogue entries E<n>', () => {
    const intruders = errorEntries
      .filter(([key, e]) => e.code >= 41000 && e.code < 42000 && !/^E\d+$/.test(key))
      .map(([key]) => key);
    expect(intruders).toEqual([]);
  });

  it('answers 40011 for a wrong verification code and 40056 for cancelling a non-Active sell order (spec §8)', () => {
    expect(ERRORS.CODE_WRONG.code).toBe(40011);
    expect(ERRORS.ONLY_ACTIVE_CANCEL.code).toBe(40056);
  });

  it('errorText gives the text in the asked language', () => {
    expect(errorText('E1', 'en')).toBe('Invalid email');
    expect(errorText('E1', 'zh')).toBe('邮箱格式不正确');
  });
});

describe('MESSAGES', () => {
  it.each(messageEntries)('%s has a non-empty English and Chinese text', (_key, entry) => {
    expect(entry.en.trim()).not.toBe('');
    expect(entry.zh.trim()).not.toBe('');
  });

  it.each(messageEntries)(
    '%s uses the same {placeholders} in English and Chinese',
    (_key, entry) => {
      expect(placeholders(entry.zh)).toEqual(placeholders(entry.en));
    },
  );
});

describe('messageText', () => {
  it('fills {field} in English', () => {
    expect(messageText('required', 'en', { field: 'Email' })).toBe('Email is required');
  });

  it('fills {field} in Chinese', () => {
    expect(messageText('required', 'zh', { field: '邮箱' })).toBe('请输入邮箱');
  });

  it('fills several placeholders', () => {
    expect(messageText('tooLong', 'en', { field: 'Description', max: 3000 })).toBe(
      'Description cannot be longer than 3000 characters',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(messageText('required', 'en')).toBe('{field} is required');
  });

  it('answers an unknown key with the key itself', () => {
    expect(messageText('noSuchKey', 'en')).toBe('noSuchKey');
  });

  it('fillText ignores values with no placeholder', () => {
    expect(fillText('Hello {name}', { name: 'Ada', unused: 1 })).toBe('Hello Ada');
  });
});
