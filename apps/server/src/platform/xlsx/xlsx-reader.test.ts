import { describe, expect, it } from 'vitest';
import { cellText, readXlsxRows, XlsxError } from './xlsx-reader.ts';
import { craftZip, inlineRows, workbookParts, type CraftedPart } from './xlsx-test-kit.ts';

const read = (parts: CraftedPart[], maxRows = 100) => [
  ...readXlsxRows(craftZip(parts), { maxRows }),
];
const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof XlsxError) return { problem: error.problem, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('readXlsxRows: the first worksheet, row by row', () => {
  it('reads shared strings (plain, rich text, without phonetic hints), inline strings, numbers, booleans and dates as stored', () => {
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>inline &amp; text</t></is></c><c r="C1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2"><v>42.5</v></c><c r="B2" t="b"><v>1</v></c><c r="C2" s="3"><v>45292</v></c><c r="D2" t="d"><v>2024-01-01T00:00:00Z</v></c>' +
      '<c r="E2" t="str"><f>A1&amp;"!"</f><v>address!</v></c><c r="F2" t="e"><v>#N/A</v></c><c r="G2" t="b"><v>0</v></c></row>';
    const parts = workbookParts(sheet, [
      'address',
      '<r><rPr><b/></rPr><t>ri</t></r><r><t xml:space="preserve">ch </t></r><rPh sb="0" eb="1"><t>ヨミ</t></rPh>',
    ]);
    expect(read(parts)).toEqual([
      { line: 1, cells: ['address', 'inline & text', 'rich '] },
      { line: 2, cells: [42.5, true, 45292, '2024-01-01T00:00:00Z', 'address!', '#N/A', false] },
    ]);
  });

  it('skips empty rows but keeps their numbers, places sparse cells by their column letters (AA is the 27th)', () => {
    const sheet =
      '<row r="2"><c r="A2" t="inlineStr"><is><t>first</t></is></c></row>' +
      '<row r="3" spans="1:3"><c r="B3" s="1"/></row>' +
      '<row r="5"><c r="C5"><v>3</v></c><c r="AA5" t="inlineStr"><is><t>far</t></is></c></row>' +
      '<row><c><v>1</v></c><c><v>2</v></c></row>';
    const rows = read(workbookParts(sheet));
    expect(rows.map((r) => r.line)).toEqual([2, 5, 6]);
    expect(rows[1]!.cells).toHaveLength(27);
    expect(rows[1]!.cells[2]).toBe(3);
    expect(rows[1]!.cells[26]).toBe('far');
    expect(rows[1]!.cells[0]).toBeNull();
    expect(rows[2]!.cells).toEqual([1, 2]);
  });

  it('reads sheets written with a namespace prefix (x:row), as the OpenXML SDK writes them', () => {
    const parts = workbookParts('').map((p) =>
      p.name === 'xl/worksheets/data.xml'
        ? {
            ...p,
            data: '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>0xabc</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>',
          }
        : p,
    );
    expect(read(parts)).toEqual([{ line: 1, cells: ['0xabc'] }]);
  });

  it('refuses a sheet over the row limit, naming it, without reading the rest of the sheet', () => {
    const garbage = Array.from({ length: 20_000 }, (_, i) => `<<${(i * 7919).toString(36)}`).join(
      '',
    );
    const parts = workbookParts(
      inlineRows(Array.from({ length: 12 }, (_, i) => `r${i}`)) + garbage,
    );
    expect(problemOf(() => read(parts, 10))).toEqual({
      problem: 'rows',
      message: 'the sheet has more than the 10 rows allowed',
    });
    expect(problemOf(() => read(parts, 100)).problem).toBe('xml');
    expect(read(workbookParts(inlineRows(['a', 'b'])), 2)).toHaveLength(2);
  });

  it('hands rows on as it reads, before the end of the sheet', () => {
    const parts = workbookParts(
      inlineRows(Array.from({ length: 3000 }, (_, i) => `row ${i} ${'x'.repeat(i % 97)}`)) +
        '<broken',
    );
    const rows = readXlsxRows(craftZip(parts), { maxRows: 5000 });
    expect(rows.next().value).toEqual({ line: 1, cells: ['row 0 '] });
    expect(() => [...rows]).toThrow(XlsxError);
  });

  it('refuses a DOCTYPE (no entity expansion), a missing shared string, a column past XFD and a workbook without sheets', () => {
    const laughs = workbookParts('').map((p) =>
      p.name === 'xl/worksheets/data.xml'
        ? { ...p, data: '<!DOCTYPE lolz [<!ENTITY lol "lol">]><worksheet><sheetData/></worksheet>' }
        : p,
    );
    expect(problemOf(() => read(laughs)).problem).toBe('xml');
    expect(
      problemOf(() =>
        read(workbookParts('<row r="1"><c r="A1" t="s"><v>5</v></c></row>', ['only'])),
      ).message,
    ).toBe('the sheet refers to shared string 5, which does not exist');
    expect(
      problemOf(() => read(workbookParts('<row r="1"><c r="XFE1"><v>1</v></c></row>'))).problem,
    ).toBe('columns');
    expect(problemOf(() => read(workbookParts(inlineRows(['x'.repeat(40_000)], 3)))).message).toBe(
      'a cell in row 3 holds more than the 32767 characters a cell can hold',
    );
    const noSheets = workbookParts('').map((p) =>
      p.name === 'xl/workbook.xml' ? { ...p, data: '<workbook><sheets/></workbook>' } : p,
    );
    expect(problemOf(() => read(noSheets)).message).toBe(
      'the file is not an XLSX workbook (no worksheet found)',
    );
  });

  it('cellText writes any cell as text', () => {
    expect([null, 'a', 1.5, true, false, undefined].map(cellText)).toEqual([
      '',
      'a',
      '1.5',
      'TRUE',
      'FALSE',
      '',
    ]);
  });
});
