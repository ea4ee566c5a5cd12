import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-reader.ts';
import { writeXlsx, writeXlsxBook } from './xlsx-writer.ts';
import { readZipDirectory } from './zip-directory.ts';

const REQUIRED_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/worksheets/sheet1.xml',
];

describe('writeXlsx: one-sheet templates', () => {
  const file = writeXlsx({
    sheetName: 'Addresses [template]',
    columns: [
      { header: 'address', width: 46 },
      { header: 'note <optional> & "free"' },
      { header: 'amount', width: 10 },
    ],
    rows: [
      ['0x' + 'a'.repeat(40), 'first\u0001 one', 1],
      ['0x' + 'b'.repeat(40), null, 2.5],
      [null, '', true],
    ],
  });

  it('is a valid zip holding the parts every XLSX needs, with the column widths', () => {
    const parts = unzipSync(file);
    expect(Object.keys(parts).sort()).toEqual([...REQUIRED_PARTS].sort());
    expect(
      readZipDirectory(file)
        .map((e) => e.name)
        .sort(),
    ).toEqual([...REQUIRED_PARTS].sort());
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(
      '<cols><col min="1" max="1" width="46" customWidth="1"/><col min="3" max="3" width="10" customWidth="1"/></cols>',
    );
    expect(strFromU8(parts['xl/workbook.xml']!)).toContain('name="Addresses  template"');
  });

  it('reads back: header row, example rows, escaped text, numbers and booleans', () => {
    expect([...readXlsxRows(file, { maxRows: 10 })]).toEqual([
      { line: 1, cells: ['address', 'note <optional> & "free"', 'amount'] },
      { line: 2, cells: ['0x' + 'a'.repeat(40), 'first one', 1] },
      { line: 3, cells: ['0x' + 'b'.repeat(40), null, 2.5] },
      { line: 4, cells: [null, null, true] },
    ]);
  });

  it('writes a header-only template', () => {
    const rows = [...readXlsxRows(writeXlsx({ columns: [{ header: 'address' }] }), { maxRows: 1 })];
    expect(rows).toEqual([{ line: 1, cells: ['address'] }]);
  });
});

describe('writeXlsxBook: several sheets', () => {
  const book = writeXlsxBook([
    { sheetName: 'NFTs', columns: [{ header: 'Name' }], rows: [['first']] },
    {
      sheetName: 'Guide',
      columns: [{ header: 'Column' }, { header: 'Rule' }],
      rows: [['Name', 'required']],
    },
    { sheetName: 'guide', columns: [{ header: 'Other' }] },
  ]);

  it('holds one worksheet part per sheet, with unique tab names in order', () => {
    const parts = unzipSync(book);
    expect(
      Object.keys(parts)
        .filter((p) => p.startsWith('xl/worksheets/'))
        .sort(),
    ).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet3.xml']);
    const workbook = strFromU8(parts['xl/workbook.xml']!);
    expect(
      [...workbook.matchAll(/<sheet name="([^"]+)" sheetId="(\d)" r:id="rId(\d)"/g)].map((m) =>
        m.slice(1),
      ),
    ).toEqual([
      ['NFTs', '1', '1'],
      ['Guide', '2', '2'],
      ['guide (2)', '3', '3'],
    ]);
    expect(strFromU8(parts['[Content_Types].xml']!).match(/worksheet\+xml/g)).toHaveLength(3);
  });

  it('reads back as its first sheet', () => {
    expect([...readXlsxRows(book, { maxRows: 10 })]).toEqual([
      { line: 1, cells: ['Name'] },
      { line: 2, cells: ['first'] },
    ]);
  });

  it('refuses a workbook of no sheet', () => {
    expect(() => writeXlsxBook([])).toThrow('a workbook needs at least one sheet');
  });
});
