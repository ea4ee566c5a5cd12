import { XlsxError } from './xlsx-error.ts';
import { parseWholeXml } from './xml-stream.ts';
import { readZipDirectory, type ZipEntry, type ZipLimits } from './zip-directory.ts';
import { unpackEntry, type UnpackBudget } from './zip-unpack.ts';

const REL_OFFICE_DOCUMENT = /\/officeDocument$/;
const REL_SHARED_STRINGS = /\/sharedStrings$/;
const REL_WORKSHEET = /\/worksheet$/;

type Relationship = { id: string; type: string; target: string };

/** An opened archive: its parts by name and the unpack allowance they all draw on. */
export class XlsxPackage {
  private readonly parts: Map<string, ZipEntry>;
  private readonly budget: UnpackBudget;

  constructor(
    private readonly bytes: Uint8Array,
    limits: ZipLimits,
  ) {
    this.parts = new Map(readZipDirectory(bytes, limits).map((entry) => [entry.name, entry]));
    this.budget = { left: limits.maxUnpackedBytes, limit: limits.maxUnpackedBytes };
  }

  has = (name: string) => this.parts.has(name);

  /** The part's unpacked bytes, a slice at a time. */
  chunks(name: string): Iterable<Uint8Array> {
    const entry = this.parts.get(name);
    if (!entry)
      throw new XlsxError('notXlsx', `the file is not an XLSX workbook (part ${name} is missing)`);
    return unpackEntry(this.bytes, entry, this.budget);
  }

  relationships(ofPart: string): Relationship[] {
    const slash = ofPart.lastIndexOf('/');
    const relsName = `${ofPart.slice(0, slash + 1)}_rels/${ofPart.slice(slash + 1)}.rels`;
    if (!this.has(relsName)) return [];
    const found: Relationship[] = [];
    parseWholeXml(this.chunks(relsName), relsName, {
      open: (name, a) => {
        if (name === 'Relationship' && a.TargetMode !== 'External' && a.Id && a.Target) {
          found.push({ id: a.Id, type: a.Type ?? '', target: resolvePartName(ofPart, a.Target) });
        }
      },
    });
    return found;
  }

  /** The first worksheet's part name and the shared strings part's, found as Excel finds them. */
  locateFirstSheet(): { sheet: string; sharedStrings: string | undefined } {
    const workbook =
      this.relationships('').find((r) => REL_OFFICE_DOCUMENT.test(r.type))?.target ??
      'xl/workbook.xml';
    const sheetIds: string[] = [];
    parseWholeXml(this.chunks(workbook), workbook, {
      open: (name, a) => {
        const id =
          name === 'sheet'
            ? Object.entries(a).find(([key]) => key.endsWith(':id'))?.[1]
            : undefined;
        if (id) sheetIds.push(id);
      },
    });
    const rels = this.relationships(workbook);
    // The first tab that is a worksheet (a chart sheet holds no cells).
    const sheet = sheetIds
      .map((id) => rels.find((r) => r.id === id && REL_WORKSHEET.test(r.type)))
      .find(Boolean)?.target;
    if (!sheet || !this.has(sheet))
      throw new XlsxError('notXlsx', 'the file is not an XLSX workbook (no worksheet found)');
    return { sheet, sharedStrings: rels.find((r) => REL_SHARED_STRINGS.test(r.type))?.target };
  }

  /** spec of SpreadsheetML: `<si>` is plain `<t>` or rich-text runs `<r><t>`; phonetic hints (`<rPh>`) are not the text. */
  sharedStrings(name: string | undefined): string[] {
    if (!name || !this.has(name)) return [];
    const strings: string[] = [];
    let current: string[] | undefined;
    let inText = false;
    let phoneticDepth = 0;
    parseWholeXml(this.chunks(name), name, {
      open: (tag) => {
        if (tag === 'si') current = [];
        else if (tag === 'rPh') phoneticDepth++;
        else if (tag === 't') inText = phoneticDepth === 0;
      },
      close: (tag) => {
        if (tag === 'si' && current) strings.push(current.join(''));
        else if (tag === 'rPh') phoneticDepth--;
        else if (tag === 't') inText = false;
        if (tag === 'si') current = undefined;
      },
      text: (text) => {
        if (inText && current) current.push(text);
      },
    });
    return strings;
  }
}

/** A relationship target resolved against its source part's folder (OPC part names, no leading slash). */
function resolvePartName(sourcePart: string, target: string): string {
  const base = target.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!base.length)
        throw new XlsxError(
          'notXlsx',
          `the relationship target ${target.slice(0, 80)} points outside the file`,
        );
      base.pop();
    } else base.push(segment);
  }
  return base.join('/');
}
