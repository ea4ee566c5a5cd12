import { strToU8, zipSync } from 'fflate';
import { columnLetters } from './cell-ref.ts';
import type { XlsxCell } from './xlsx-sheet-rows.ts';

export type XlsxColumn = { header: string; /** in characters, as Excel measures a column */ width?: number };
export type XlsxSheet = { sheetName?: string; columns: XlsxColumn[]; rows?: XlsxCell[][] };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// XML 1.0 cannot carry most control characters at all, so they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const escapeXml = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** Excel's rules for a sheet name: 1–31 characters, none of \ / ? * [ ] : */
const sheetNameOf = (name = 'Sheet1') => name.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 31) || 'Sheet1';

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  // Inline strings: never read as formulas, and no shared strings part to keep in step.
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
}

function sheetXml({ columns, rows = [] }: XlsxSheet): string {
  const widths = columns.map((c, i) => (c.width ? `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>` : '')).join('');
  const body = [columns.map((c) => c.header), ...rows]
    .map((cells, r) => `<row r="${r + 1}">${cells.map((cell, c) => cellXml(cell, `${columnLetters(c)}${r + 1}`)).join('')}</row>`)
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}">${widths ? `<cols>${widths}</cols>` : ''}<sheetData>${body}</sheetData></worksheet>`;
}

/** A one-sheet XLSX (header row, optional rows, column widths), e.g. a downloadable template. */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  return writeXlsxBook([sheet]);
}

/** An XLSX of several sheets, in tab order; readers (ours included) take the first one as the data. */
export function writeXlsxBook(sheets: XlsxSheet[]): Uint8Array {
  if (sheets.length === 0) throw new Error('a workbook needs at least one sheet');
  const names = uniqueNames(sheets.map((s) => sheetNameOf(s.sheetName)));
  const sheetPart = (i: number) => `xl/worksheets/sheet${i + 1}.xml`;
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      sheets.map((_, i) => `<Override PartName="/${sheetPart(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
      '</Types>',
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>` +
      names.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${PKG_RELS}">` +
      sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
      '</Relationships>',
  };
  sheets.forEach((sheet, i) => {
    parts[sheetPart(i)] = sheetXml(sheet);
  });
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])), { level: 6, mtime: new Date('2020-01-01T00:00:00Z') });
}

/** Excel refuses two tabs of the same name (case-insensitively): later ones get " (2)", " (3)"… */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${name.slice(0, 31 - ` (${n})`.length)} (${n})`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
