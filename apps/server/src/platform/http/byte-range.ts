import type { ByteRange } from '../storage/storage.ts';

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `whole` when there is no
 * header, one we do not read (another unit, bad syntax) or several ranges (the whole file with
 * 200 is a valid answer to those); `unsatisfiable` (416) when the one range lies past the end.
 */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/;

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : SINGLE.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // bytes=-n: the last n bytes (all of them when n exceeds the size).
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return {
    kind: 'range',
    range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) },
  };
}
