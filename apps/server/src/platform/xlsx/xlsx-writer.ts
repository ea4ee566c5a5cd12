import { strToU8, zipSync } from 'fflate';
import { columnLetters } from './cell-ref.ts';
import type { XlsxCell } from './xlsx-sheet-rows.ts';

export type XlsxColumn = {
  header: string;
  /** in characters, as Excel measures a column */ width?: number;
};
export type XlsxSheet = { sheetName?: string; columns: XlsxColumn[]; rows?: XlsxCell[][] };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// XML 1.0 cannot carry most control characters at all, so they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text
    .replace(NOT_IN_XML, '')
    .replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** Excel's rules for a sheet name: 1–31 characters, none of \ / ? * [ ] : */
const sheetNameOf = (name = 'Sheet1') =>
  name
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  // Inline strings: never read as formulas, and no shared strings part to keep in step.
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
}

/** A row's XML; `r` is its number as the sheet shows it (the header is row 1). */
export const rowXml = (cells: XlsxCell[], r: number) =>
  `<row r="${r}">${cells.map((cell, c) => cellXml(cell, `${columnLetters(c)}${r}`)).join('')}</row>`;

/** A sheet part up to and including its header row; the rows follow, then SHEET_END. */
export function sheetStart(columns: XlsxColumn[]): string {
  const widths = columns
    .map((c, i) =>
      c.width ? `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>` : '',
    )
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}">${widths ? `<cols>${widths}</cols>` : ''}<sheetData>${rowXml(
    columns.map((c) => c.header),
    1,
  )}`;
}
export const SHEET_END = '</sheetData></worksheet>';

const sheetXml = ({ columns, rows = [] }: XlsxSheet) =>
  sheetStart(columns) + rows.map((cells, r) => rowXml(cells, r + 2)).join('') + SHEET_END;

export const sheetPartName = (i: number) => `xl/worksheets/sheet${i + 1}.xml`;
/** Files are dated, so the same content makes the same bytes. */
export const XLSX_MTIME = new Date('2020-01-01T00:00:00Z');

/** Every part of a workbook but its sheets' (content types, relationships, the workbook with its tabs in order). */
export function packageParts(sheetNames: (string | undefined)[]): Record<string, string> {
  if (sheetNames.length === 0) throw new Error('a workbook needs at least one sheet');
  const names = uniqueNames(sheetNames.map(sheetNameOf));
  return {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      names
        .map(
          (_, i) =>
            `<Override PartName="/${sheetPartName(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      '</Types>',
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>` +
      names
        .map(
          (name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
        )
        .join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${PKG_RELS}">` +
      names
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join('') +
      '</Relationships>',
  };
}

/** A one-sheet XLSX (header row, optional rows, column widths), e.g. a downloadable template. */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  return writeXlsxBook([sheet]);
}

/** An XLSX of several sheets, in tab order; readers (ours included) take the first one as the data. Long sheets: xlsx-stream-writer.ts. */
export function writeXlsxBook(sheets: XlsxSheet[]): Uint8Array {
  const parts = packageParts(sheets.map((s) => s.sheetName));
  sheets.forEach((sheet, i) => {
    parts[sheetPartName(i)] = sheetXml(sheet);
  });
  return zipSync(
    Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])),
    { level: 6, mtime: XLSX_MTIME },
  );
}

/** Excel refuses two tabs of the same name (case-insensitively): later ones get " (2)", " (3)"… */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++)
      candidate = `${name.slice(0, 31 - ` (${n})`.length)} (${n})`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
