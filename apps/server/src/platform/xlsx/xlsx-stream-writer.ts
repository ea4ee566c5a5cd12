import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { XlsxCell } from './xlsx-sheet-rows.ts';
import {
  packageParts,
  rowXml,
  SHEET_END,
  sheetPartName,
  sheetStart,
  XLSX_MTIME,
  type XlsxColumn,
} from './xlsx-writer.ts';

/** A sheet whose rows come one at a time (a database read a slice at a time, say). */
export type XlsxStreamSheet = {
  sheetName?: string;
  columns: XlsxColumn[];
  rows?: Iterable<XlsxCell[]> | AsyncIterable<XlsxCell[]>;
};

/** Sheet XML gathered before it is handed to the deflater. */
const FLUSH_CHARS = 64 * 1024;

/**
 * writeXlsxBook for sheets of any length: the zip is written as the rows come, so memory holds
 * one slice of XML and the deflater's window, never the sheet. The parts' sizes follow their data
 * (zip data descriptors), which Excel and readXlsxRows read alike.
 */
export async function* streamXlsxBook(sheets: XlsxStreamSheet[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  const part = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = XLSX_MTIME;
    zip.add(file);
    return file;
  };
  for (const [name, xml] of Object.entries(packageParts(sheets.map((s) => s.sheetName))))
    part(name).push(strToU8(xml), true);
  yield* drain();
  for (const [i, sheet] of sheets.entries()) {
    const file = part(sheetPartName(i));
    let xml = sheetStart(sheet.columns);
    let line = 2;
    for await (const cells of sheet.rows ?? []) {
      xml += rowXml(cells, line++);
      if (xml.length < FLUSH_CHARS) continue;
      file.push(strToU8(xml));
      xml = '';
      yield* drain();
    }
    file.push(strToU8(xml + SHEET_END), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
