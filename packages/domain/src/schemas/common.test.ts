import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { authHeaders, idParam, pagingQuery } from './common.ts';

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

  it('refuses page 0', () => {
    expect(issuesOf(pagingQuery, { page: '0' })).toEqual([{ path: ['page'], message: 'invalid' }]);
  });

  it('refuses a page that is not a number', () => {
    expect(issuesOf(pagingQuery, { page: 'two' })).toEqual([{ path: ['page'], message: 'number' }]);
  });

  it('refuses a fractional page', () => {
    expect(issuesOf(pagingQuery, { page: '1.5' })).toEqual([{ path: ['page'], message: 'number' }]);
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
