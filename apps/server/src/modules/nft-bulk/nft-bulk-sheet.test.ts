import { createHash } from 'node:crypto';
import { NFT_BULK_COLUMNS } from '@mintfront/domain';
import { describe, expect, it } from 'vitest';
import { craftZip, workbookParts } from '../../platform/xlsx/xlsx-test-kit.ts';
import { readInfoRows, SheetProblem } from './nft-bulk-sheet.ts';

const required = NFT_BULK_COLUMNS.filter((c) => c.required);
const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const row = (line: number, texts: string[]) =>
  `<row r="${line}">${texts.map((t, i) => cell(`${String.fromCharCode(65 + i)}${line}`, t)).join('')}</row>`;
// Text that does not compress, so the packed sheet spans many of the reader's 4 KB inflate slices.
const noise = (i: number) => createHash('sha256').update(String(i)).digest('hex');

describe('readInfoRows: the info file a row at a time', () => {
  it('hands on the first NFT row before the rest of a large sheet is inflated or parsed', () => {
    const rows = Array.from({ length: 3000 }, (_, i) =>
      row(i + 2, [`Piece ${i + 1} ${noise(i)}`, `art-${i}.png`, '1', '1', '1', '1']),
    );
    // A sheet that breaks at its very end: a reader that held every row (or the whole sheet) before
    // handing one on would refuse the file before answering the first row.
    const info = craftZip(
      workbookParts(
        row(
          1,
          required.map((c) => c.en),
        ) +
          rows.join('') +
          '<broken',
      ),
    );
    expect(info.length).toBeGreaterThan(100 * 1024);
    const reading = readInfoRows(info);
    expect(reading.next().value).toEqual({
      line: 2,
      cells: {
        title: `Piece 1 ${noise(0)}`,
        file: 'art-0.png',
        collection: '1',
        categories: '1',
        copies: '1',
        rank: '1',
      },
    });
    expect(reading.next().value).toMatchObject({ line: 3, cells: { file: 'art-1.png' } });
    let read = 2;
    try {
      for (const _ of reading) read++;
      expect.unreachable('the broken end refuses the file');
    } catch (error) {
      expect(error).toBeInstanceOf(SheetProblem);
      expect((error as SheetProblem).problem.key).toBe('unreadable');
    }
    // Rows are handed on slice by slice: nearly all came before the end (those of the last slice go with its error).
    expect(read).toBeGreaterThan(2900);
  });
});
