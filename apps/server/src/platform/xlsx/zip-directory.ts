import { XlsxError, formatBytes } from './xlsx-error.ts';

/** Refusal thresholds, checked on the central directory before anything is unpacked. */
export type ZipLimits = {
  /** Most files (parts) in the archive. */
  maxEntries: number;
  /** Most bytes all parts may unpack to, declared and (while inflating) actual. */
  maxUnpackedBytes: number;
  /** Highest unpacked:packed ratio of one part (checked for parts above RATIO_FLOOR_BYTES). */
  maxRatio: number;
};

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxRatio: 200,
};

/** A small part may compress very well (a run of empty cells) without being a bomb: the ratio rule starts above this size. */
export const RATIO_FLOOR_BYTES = 256 * 1024;

export type ZipEntry = {
  name: string;
  method: 0 | 8;
  compressedSize: number;
  size: number;
  dataStart: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;

/** Names an XLSX package may hold (OPC parts); anything else (a path escape, an odd folder) is refused. */
const PART_NAME = /^(\[Content_Types\]\.xml|(_rels|docProps|xl|customXml)\/[^\\:*?"<>|]*)$/i;
const isPartName = (name: string) =>
  name.length <= 260 &&
  PART_NAME.test(name) &&
  !name
    .split('/')
    .some((seg, i, all) => seg === '..' || seg === '.' || (seg === '' && i !== all.length - 1));

const fail = (problem: ConstructorParameters<typeof XlsxError>[0], message: string): never => {
  throw new XlsxError(problem, message);
};

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (
      view.getUint32(at, true) === EOCD &&
      at + 22 + view.getUint16(at + 20, true) === view.byteLength
    )
      return at;
  }
  return fail('notZip', 'the file is not an XLSX (zip) file');
}

function checkExtraFields(view: DataView, start: number, length: number, name: string) {
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true);
    if (id === 0x0001) fail('zip64', `part ${name} uses zip64 sizes, which are not accepted`);
    if (id === 0x9901) fail('encrypted', `part ${name} is encrypted`);
    at += 4 + view.getUint16(at + 2, true);
  }
}

/**
 * The parts of a zip read from its central directory, refused (XlsxError) when the archive is not a
 * plain zip of XLSX part names or its declared sizes break the limits. Nothing is unpacked here.
 */
export function readZipDirectory(
  bytes: Uint8Array,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): ZipEntry[] {
  if (bytes.byteLength < 22) fail('notZip', 'the file is not an XLSX (zip) file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR)
    fail('zip64', 'zip64 archives are not accepted');
  const count = view.getUint16(end + 10, true);
  const dirSize = view.getUint32(end + 12, true);
  const dirStart = view.getUint32(end + 16, true);
  if (
    view.getUint16(end + 4, true) !== 0 ||
    view.getUint16(end + 6, true) !== 0 ||
    view.getUint16(end + 8, true) !== count
  )
    fail('corrupt', 'multi-part zip archives are not accepted');
  if (count === 0xffff || dirSize === 0xffffffff || dirStart === 0xffffffff)
    fail('zip64', 'zip64 archives are not accepted');
  if (count > limits.maxEntries)
    fail('entries', `the file holds ${count} parts, more than the ${limits.maxEntries} allowed`);
  if (dirStart + dirSize > end) fail('corrupt', 'the zip directory is damaged');

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const entries: (ZipEntry & { headerAt: number })[] = [];
  const names = new Set<string>();
  let declaredTotal = 0;
  let at = dirStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > dirStart + dirSize || view.getUint32(at, true) !== CENTRAL)
      fail('corrupt', 'the zip directory is damaged');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const headerAt = view.getUint32(at + 42, true);
    const recordEnd = at + 46 + nameLength + extraLength + view.getUint16(at + 32, true);
    if (recordEnd > dirStart + dirSize) fail('corrupt', 'the zip directory is damaged');
    let name = '';
    try {
      name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    } catch {
      fail('entryName', 'a part name is not valid UTF-8');
    }
    if (!isPartName(name))
      fail('entryName', `the part "${name.slice(0, 80)}" is not one an XLSX file holds`);
    if (names.has(name.toLowerCase())) fail('entryName', `the part ${name} appears twice`);
    names.add(name.toLowerCase());
    if (flags & 0x41 || method === 99) fail('encrypted', `part ${name} is encrypted`);
    checkExtraFields(view, at + 46 + nameLength, extraLength, name);
    if (compressedSize === 0xffffffff || size === 0xffffffff || headerAt === 0xffffffff)
      fail('zip64', `part ${name} uses zip64 sizes, which are not accepted`);
    if (method !== 0 && method !== 8)
      fail(
        'method',
        `part ${name} uses compression method ${method}; only stored and deflate are accepted`,
      );
    if (method === 0 && compressedSize !== size) fail('corrupt', `part ${name} is damaged`);
    declaredTotal += size;
    if (declaredTotal > limits.maxUnpackedBytes)
      fail(
        'unpackedSize',
        `the file unpacks to more than the ${formatBytes(limits.maxUnpackedBytes)} allowed`,
      );
    if (size > RATIO_FLOOR_BYTES && size / Math.max(compressedSize, 1) > limits.maxRatio) {
      fail(
        'ratio',
        `part ${name} is compressed more than ${limits.maxRatio}:1, which is not accepted`,
      );
    }
    entries.push({ name, method: method as 0 | 8, compressedSize, size, headerAt, dataStart: 0 });
    at = recordEnd;
  }

  // Each part's bytes must lie between its own local header and the next one: overlapping parts are a known bomb trick.
  const byOffset = [...entries].sort((a, b) => a.headerAt - b.headerAt);
  byOffset.forEach((entry, i) => {
    const h = entry.headerAt;
    if (h + 30 > dirStart || view.getUint32(h, true) !== LOCAL)
      fail('corrupt', `part ${entry.name} is damaged`);
    if (view.getUint16(h + 6, true) & 0x41) fail('encrypted', `part ${entry.name} is encrypted`);
    const nameLength = view.getUint16(h + 26, true);
    const extraLength = view.getUint16(h + 28, true);
    checkExtraFields(
      view,
      h + 30 + nameLength,
      Math.min(extraLength, Math.max(0, dirStart - h - 30 - nameLength)),
      entry.name,
    );
    entry.dataStart = h + 30 + nameLength + extraLength;
    const limit = byOffset[i + 1]?.headerAt ?? dirStart;
    if (entry.dataStart + entry.compressedSize > limit)
      fail('corrupt', `part ${entry.name} is damaged or overlaps another`);
  });
  return entries.map(({ headerAt: _, ...entry }) => entry);
}
