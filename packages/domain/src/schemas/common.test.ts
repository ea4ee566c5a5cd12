import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants.ts';
import { messageText } from '../messages.ts';
import { authHeaders, digitsError, idParam, pagingQuery } from './common.ts';

// Spec doc 1 §9 (default page size 10) and API.md paging (limit up to 200 on the server).

type Issue = { path: PropertyKey[]; message: string };
function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

describe('paging query', () => {
  it('defaults to page 1 and the spec page size of 10', () => {
    expect(pagingQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('coerces page and limit from query-string text', () => {
    expect(pagingQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it('accepts a limit of 200', () => {
    expect(pagingQuery.parse({ limit: '200' }).limit).toBe(MAX_PAGE_SIZE);
  });

  it('refuses a limit of 201', () => {
    expect(issuesOf(pagingQuery, { limit: '201' })).toEqual([
      { path: ['limit'], message: 'pageLimit' },
    ]);
  });

  it('refuses a limit of 0', () => {
    expect(issuesOf(pagingQuery, { limit: '0' })).toEqual([
      { path: ['limit'], message: 'pageLimit' },
    ]);
  });

  // Issue 19 item 10: every refused page names the page's range (1e17 said "must be a number").
  it.each(['0', 'two', '1.5', '1e17', String(MAX_PAGE + 1)])(
    'refuses page %s with its range',
    (page) => {
      expect(issuesOf(pagingQuery, { page })).toEqual([{ path: ['page'], message: 'page' }]);
    },
  );

  it('accepts the last page, and its message names it', () => {
    expect(pagingQuery.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
    expect(messageText('page', 'en', { field: 'page' })).toContain(MAX_PAGE.toLocaleString('en'));
    expect(messageText('page', 'zh', { field: 'page' })).toContain(MAX_PAGE.toLocaleString('en'));
  });

  it('refuses limit=1e17 with the limit rule, not "must be a number"', () => {
    expect(issuesOf(pagingQuery, { limit: '1e17' })).toEqual([
      { path: ['limit'], message: 'pageLimit' },
    ]);
  });
});

describe('digitsError (a number sent as a JSON number or its digits)', () => {
  const issue = (input: unknown) => ({ code: 'invalid_type', input });
  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    ['1e6', 'digits'],
    [true, 'number'],
    [[1], 'number'],
  ])('%j answers %s', (input, key) => {
    expect(digitsError(issue(input))).toBe(key);
  });

  it('leaves other issues to their own message', () => {
    expect(digitsError({ code: 'too_big', input: 5 })).toBeUndefined();
  });
});

describe('id parameter', () => {
  it('coerces a numeric string', () => {
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it('refuses 0', () => {
    expect(issuesOf(idParam, { id: '0' })).toEqual([{ path: ['id'], message: 'invalid' }]);
  });
});

describe('auth headers', () => {
  it('accept a bearer token and numeric user and shop ids', () => {
    expect(
      issuesOf(authHeaders, {
        authorization: 'Bearer abc.def',
        'x-user-id': '7',
        'x-shop-id': '12',
      }),
    ).toEqual([]);
  });

  it('refuse a shop id that is not digits', () => {
    expect(issuesOf(authHeaders, { 'x-shop-id': '12a' })).toEqual([
      { path: ['x-shop-id'], message: 'invalid' },
    ]);
  });

  it('refuse ids past 9 digits (a Postgres integer) and a token that is not a bearer token', () => {
    expect(issuesOf(authHeaders, { 'x-user-id': '1234567890', 'x-shop-id': '999999999' })).toEqual([
      { path: ['x-user-id'], message: 'invalid' },
    ]);
    expect(issuesOf(authHeaders, { authorization: 'Bearer  two-spaces' })).toEqual([
      { path: ['authorization'], message: 'invalid' },
    ]);
  });
});
