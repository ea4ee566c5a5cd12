import { XlsxError } from './xlsx-error.ts';

/** Excel's largest sheet: XFD1048576. */
export const MAX_COLUMNS = 16_384;
export const MAX_ROW_NUMBER = 1_048_576;
/** Most characters Excel lets a cell hold. */
export const MAX_CELL_CHARS = 32_767;

/** "A" → 0, "Z" → 25, "AA" → 26 …; letters of a reference like "AA12". */
export function columnIndex(ref: string): number {
  const letters = /^([A-Za-z]{1,3})\d*$/.exec(ref)?.[1];
  if (!letters)
    throw new XlsxError('corrupt', `the cell reference "${ref.slice(0, 20)}" is not valid`);
  let index = 0;
  for (const c of letters.toUpperCase()) index = index * 26 + (c.charCodeAt(0) - 64);
  if (index > MAX_COLUMNS)
    throw new XlsxError(
      'columns',
      `the cell ${ref} is beyond column XFD, the last one a sheet has`,
    );
  return index - 1;
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
