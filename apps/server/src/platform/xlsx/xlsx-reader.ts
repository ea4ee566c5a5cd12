import { XlsxError } from './xlsx-error.ts';
import { XlsxPackage } from './xlsx-package.ts';
import { sheetRowHandlers, type XlsxCell, type XlsxRow } from './xlsx-sheet-rows.ts';
import { parseXml } from './xml-stream.ts';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-directory.ts';

export type { XlsxCell, XlsxRow } from './xlsx-sheet-rows.ts';
export { XlsxError, type XlsxProblem } from './xlsx-error.ts';

export type XlsxReadOptions = Partial<ZipLimits> & {
  /** Most rows holding something; one more refuses the file at once, the rest unread. */
  maxRows: number;
};

/**
 * The first worksheet's rows, one at a time: the archive's directory is checked before anything
 * is unpacked, and the sheet is inflated and parsed a slice at a time, so memory holds the shared
 * strings table and a slice, never the whole sheet. Throws XlsxError naming the rule or limit broken.
 */
export function* readXlsxRows(bytes: Uint8Array, options: XlsxReadOptions): Generator<XlsxRow> {
  const { maxRows, ...limits } = options;
  const pkg = new XlsxPackage(bytes, { ...DEFAULT_ZIP_LIMITS, ...limits });
  const { sheet, sharedStrings } = pkg.locateFirstSheet();
  const strings = pkg.sharedStrings(sharedStrings);
  const ready: XlsxRow[] = [];
  let rows = 0;
  const handlers = sheetRowHandlers(strings, (row) => {
    if (++rows > maxRows)
      throw new XlsxError('rows', `the sheet has more than the ${maxRows} rows allowed`);
    ready.push(row);
  });
  for (const _ of parseXml(pkg.chunks(sheet), sheet, handlers)) {
    yield* ready.splice(0);
  }
}

/** A cell as text: '' for an empty one, TRUE/FALSE for a boolean, a number as JavaScript writes it. */
export const cellText = (cell: XlsxCell | undefined): string =>
  cell === null || cell === undefined
    ? ''
    : typeof cell === 'boolean'
      ? cell
        ? 'TRUE'
        : 'FALSE'
      : String(cell);

/** Whether the bytes start like a zip (an XLSX file) rather than text. */
export const looksLikeZip = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;
