import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-reader.ts';
import type { XlsxCell } from './xlsx-sheet-rows.ts';
import { streamXlsxBook, type XlsxStreamSheet } from './xlsx-stream-writer.ts';
import { writeXlsxBook } from './xlsx-writer.ts';
import { concat } from './xlsx-test-kit.ts';
import { readZipDirectory } from './zip-directory.ts';

const collect = async (chunks: AsyncIterable<Uint8Array>) => {
  const all: Uint8Array[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return concat(all);
};

describe('streamXlsxBook: a workbook written as its rows come', () => {
  it('reads back like writeXlsxBook: first sheet with header, escaped text, numbers, booleans; the other tabs too', async () => {
    const sheets = [
      {
        sheetName: 'Report',
        columns: [{ header: 'Name', width: 20 }, { header: 'Line' }, { header: 'Errors' }],
        rows: [
          ['A & <b>', 2, 'too long'],
          [null, 3, true],
        ] as XlsxCell[][],
      },
      { sheetName: 'Guide', columns: [{ header: 'Column' }], rows: [['Name']] as XlsxCell[][] },
    ];
    const streamed = await collect(streamXlsxBook(sheets));
    expect(readZipDirectory(streamed).map((e) => e.name)).toEqual(
      readZipDirectory(writeXlsxBook(sheets)).map((e) => e.name),
    );
    expect([...readXlsxRows(streamed, { maxRows: 10 })]).toEqual([
      ...readXlsxRows(writeXlsxBook(sheets), { maxRows: 10 }),
    ]);
    expect([...readXlsxRows(streamed, { maxRows: 10 })][1]).toEqual({
      line: 2,
      cells: ['A & <b>', 2, 'too long'],
    });
  });

  it('hands the file on while it is still reading the rows, never all of them first', async () => {
    const total = 20_000;
    let pulled = 0;
    async function* rows(): AsyncGenerator<XlsxCell[]> {
      for (let i = 0; i < total; i++) {
        pulled++;
        yield [`row ${i} ${createHash('sha256').update(String(i)).digest('hex')}`, i];
      }
    }
    const sheet: XlsxStreamSheet = { columns: [{ header: 'Text' }, { header: 'N' }], rows: rows() };
    const pulledAtChunk: number[] = [];
    const chunks: Uint8Array[] = [];
    for await (const chunk of streamXlsxBook([sheet])) {
      pulledAtChunk.push(pulled);
      chunks.push(chunk);
    }
    // Bytes of the sheet left while at most a few thousand rows had been read, and many times over.
    expect(pulledAtChunk.filter((n) => n > 0 && n < total).length).toBeGreaterThan(10);
    expect(Math.min(...pulledAtChunk.filter((n) => n > 0))).toBeLessThan(2000);
    const back = [...readXlsxRows(concat(chunks), { maxRows: total + 1 })];
    expect(back).toHaveLength(total + 1);
    expect(back[total]).toMatchObject({
      line: total + 1,
      cells: [expect.stringMatching(/^row 19999 /), 19_999],
    });
  });
});
