import { deflateSync, strToU8 } from 'fflate';

/** A part of a crafted zip: its bytes are deflated unless `method` 0; `packed`/`declaredSize` let a test lie. */
export type CraftedPart = {
  name: string;
  data?: Uint8Array | string;
  method?: number;
  packed?: Uint8Array;
  declaredSize?: number;
  flags?: number;
  extra?: Uint8Array;
};

const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** A zip written byte by byte (CRCs left 0: the reader does not check them), so tests can break any rule. */
export function craftZip(
  parts: CraftedPart[],
  options: { zip64Locator?: boolean } = {},
): Uint8Array {
  const out: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw =
      typeof part.data === 'string' ? strToU8(part.data) : (part.data ?? new Uint8Array());
    const method = part.method ?? 8;
    const packed = part.packed ?? (method === 8 ? deflateSync(raw) : raw);
    const name = strToU8(part.name);
    const extra = part.extra ?? new Uint8Array();
    const size = part.declaredSize ?? raw.length;
    const common = [
      ...u16(20),
      ...u16(part.flags ?? 0),
      ...u16(method),
      ...u16(0),
      ...u16(0x21),
      ...u32(0),
      ...u32(packed.length),
      ...u32(size),
      ...u16(name.length),
      ...u16(extra.length),
    ];
    const local = Uint8Array.from([...u32(0x04034b50), ...common, ...name, ...extra]);
    central.push(
      Uint8Array.from([
        ...u32(0x02014b50),
        ...u16(20),
        ...common,
        ...u16(0),
        ...u16(0),
        ...u16(0),
        ...u32(0),
        ...u32(offset),
        ...name,
        ...extra,
      ]),
    );
    out.push(local, packed);
    offset += local.length + packed.length;
  }
  const dirSize = central.reduce((n, c) => n + c.length, 0);
  const locator = options.zip64Locator
    ? [Uint8Array.from([...u32(0x07064b50), ...new Array(16).fill(0)])]
    : [];
  const end = Uint8Array.from([
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(parts.length),
    ...u16(parts.length),
    ...u32(dirSize),
    ...u32(offset),
    ...u16(0),
  ]);
  return concat([...out, ...central, ...locator, end]);
}

export function concat(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal workbook (tabs: a chart sheet, then `sheetData` as the first worksheet, then another), with optional shared strings. */
export function workbookParts(sheetData: string, sharedStrings?: string[]): CraftedPart[] {
  const sst =
    sharedStrings &&
    `<sst xmlns="${MAIN}" count="${sharedStrings.length}">${sharedStrings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`;
  return [
    {
      name: '[Content_Types].xml',
      data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Chart" sheetId="8" r:id="rId5"/><sheet name="Data" sheetId="7" r:id="rId9"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId9" Type="${DOC}/worksheet" Target="/xl/worksheets/data.xml"/>` +
        `<Relationship Id="rId5" Type="${DOC}/chartsheet" Target="chartsheets/sheet1.xml"/>` +
        `<Relationship Id="rId3" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not the first sheet</t></is></c></row></sheetData></worksheet>`,
    },
    {
      name: 'xl/worksheets/data.xml',
      data: `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
    },
    ...(sst ? [{ name: 'xl/sharedStrings.xml', data: sst }] : []),
  ];
}

/** Rows of inline-string cells in column A, numbered from `from`. */
export const inlineRows = (texts: string[], from = 1) =>
  texts
    .map(
      (t, i) =>
        `<row r="${from + i}"><c r="A${from + i}" t="inlineStr"><is><t>${t}</t></is></c></row>`,
    )
    .join('');
