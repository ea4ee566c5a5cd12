import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const u16 = (n: number) => Buffer.from([n & 0xff, n >>> 8]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A zip of deflated parts, written with node:zlib so the journey needs no zip package. */
function zip(parts: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const raw = Buffer.from(text);
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const common = Buffer.concat([
      u16(20),
      u16(0),
      u16(8),
      u16(0),
      u16(0x21),
      u32(crc32(raw)),
      u32(packed.length),
      u32(raw.length),
      u16(nameBytes.length),
      u16(0),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, nameBytes]);
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        common,
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        nameBytes,
      ]),
    );
    locals.push(local, packed);
    offset += local.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const count = Object.keys(parts).length;
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(count),
    u16(count),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** An XLSX whose first sheet holds `values` in column A, one a row, from row 1 (values as shared strings). */
export function xlsxColumnA(values: string[]): Buffer {
  const rows = values
    .map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`)
    .join('');
  return zip({
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
    '_rels/.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="List" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<sst xmlns="${MAIN}">${values.map((v) => `<si><t>${v}</t></si>`).join('')}</sst>`,
  });
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
const columnOf = (i: number): string =>
  i < 26
    ? String.fromCharCode(65 + i)
    : columnOf(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));

/** An XLSX whose first sheet holds `rows` from row 1 (text as inline strings, numbers as numbers, null empty). */
export function xlsxRows(rows: (string | number | null)[][]): Buffer {
  const sheet = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((v, c) => {
            const ref = `${columnOf(c)}${r + 1}`;
            if (v === null || v === '') return '';
            return typeof v === 'number'
              ? `<c r="${ref}"><v>${v}</v></c>`
              : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
          })
          .join('')}</row>`,
    )
    .join('');
  return zip({
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
    '_rels/.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="NFTs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN}"><sheetData>${sheet}</sheetData></worksheet>`,
  });
}

/** The parts of a zip by name, unpacked (a journey reads back a file the server made). */
function unzip(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = file.readUInt16LE(at + 10);
    const packed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = file.readUInt32LE(at + 42);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const bytes = file.subarray(start, start + packed);
    parts.set(name, (method === 8 ? inflateRawSync(bytes) : bytes).toString('utf8'));
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return parts;
}

const unescapeXml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!,
  );

/** The first sheet's rows of an XLSX written with inline strings and numbers (as Mintfront writes its reports). */
export function readXlsxRows(file: Buffer): (string | number | null)[][] {
  const sheet = unzip(file).get('xl/worksheets/sheet1.xml') ?? '';
  return [...sheet.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map(([, row]) => {
    const cells: (string | number | null)[] = [];
    for (const [, ref, body] of row!.matchAll(
      /<c r="([A-Z]+)\d+"[^>]*?(?:\/>|>([\s\S]*?)<\/c>)/g,
    )) {
      const col = [...ref!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      while (cells.length < col) cells.push(null);
      const text = /<t[^>]*>([\s\S]*?)<\/t>/.exec(body ?? '')?.[1];
      const value = /<v>(.*?)<\/v>/.exec(body ?? '')?.[1];
      cells[col] =
        text !== undefined ? unescapeXml(text) : value !== undefined ? Number(value) : null;
    }
    return cells;
  });
}
