import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-reader.ts';
import { writeXlsx } from './xlsx-writer.ts';
import { readZipDirectory } from './zip-directory.ts';

const REQUIRED_PARTS = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml'];

describe('writeXlsx: one-sheet templates', () => {
  const file = writeXlsx({
    sheetName: 'Addresses [template]',
    columns: [{ header: 'address', width: 46 }, { header: 'note <optional> & "free"' }, { header: 'amount', width: 10 }],
    rows: [
      ['0x' + 'a'.repeat(40), 'first\u0001 one', 1],
      ['0x' + 'b'.repeat(40), null, 2.5],
      [null, '', true],
    ],
  });

  it('is a valid zip holding the parts every XLSX needs, with the column widths', () => {
    const parts = unzipSync(file);
    expect(Object.keys(parts).sort()).toEqual([...REQUIRED_PARTS].sort());
    expect(readZipDirectory(file).map((e) => e.name).sort()).toEqual([...REQUIRED_PARTS].sort());
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<cols><col min="1" max="1" width="46" customWidth="1"/><col min="3" max="3" width="10" customWidth="1"/></cols>');
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
