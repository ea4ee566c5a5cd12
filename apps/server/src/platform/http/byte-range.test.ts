import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'range', range });
  });

  it.each([
    undefined,
    'bytes=0-1,5-9',
    'items=0-9',
    'bytes=9-1',
    'bytes=abc',
    'bytes=-',
    'bytes=0x1-2',
  ])('answers the whole file for %j', (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-1200', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-3', 0],
  ])('finds %s of a %i-byte file unsatisfiable', (header, size) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });
});
