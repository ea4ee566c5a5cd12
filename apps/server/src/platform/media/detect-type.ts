import {
  MEDIA_KINDS,
  acceptsFormat,
  formatsLabel,
  type MediaFormat,
  type MediaKind,
} from '@mintfront/domain';

/** How many leading bytes type detection wants; enough for an SVG prologue with a licence comment. */
export const HEAD_BYTES = 65_536;

const ascii = (head: Uint8Array, at: number, text: string) =>
  head.length >= at + text.length &&
  Buffer.from(head.buffer, head.byteOffset + at, text.length).toString('latin1') === text;

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

// ISO-BMFF brands that are HEIF/AVIF still images or QuickTime, not MP4 video.
const NOT_MP4_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'qt  ',
  'crx ',
]);
const MP4_BRANDS =
  /^(isom|iso[2-9]|mp41|mp42|mp71|avc1|dash|M4V |M4A |MSNV|mmp4|f4v |3gp[4-9]|3g2a)$/;

function isMp4(head: Uint8Array): boolean {
  if (!ascii(head, 4, 'ftyp') || head.length < 16) return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const boxEnd = Math.min(view.getUint32(0), head.length);
  const brands: string[] = [];
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    brands.push(Buffer.from(head.buffer, head.byteOffset + at, 4).toString('latin1'));
  }
  if (brands.some((b) => NOT_MP4_BRANDS.has(b))) return false;
  return brands.some((b) => MP4_BRANDS.test(b));
}

/** Reads an EBML variable-length integer; `keepMarker` for element ids. */
function readVint(
  head: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } | null {
  const first = head[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > head.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (head[at + i] ?? 0);
  return { value, length };
}

function webmDocType(head: Uint8Array): string | null {
  if (!startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const headerSize = readVint(head, 4, false);
  if (!headerSize) return null;
  const end = Math.min(4 + headerSize.length + headerSize.value, head.length);
  for (let at = 4 + headerSize.length; at < end;) {
    const id = readVint(head, at, true);
    const size = id && readVint(head, at + id.length, false);
    if (!id || !size) return null;
    const data = at + id.length + size.length;
    if (id.value === 0x4282)
      return Buffer.from(head.subarray(data, data + size.value)).toString('latin1');
    at = data + size.value;
  }
  return null;
}

function isMp3FrameHeader(head: Uint8Array): boolean {
  const [b0, b1, b2] = [head[0] ?? 0, head[1] ?? 0, head[2] ?? 0];
  const sync = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 3; // 1 is reserved
  const layer = (b1 >> 1) & 3; // 1 is Layer III
  const bitrate = b2 >> 4; // 15 is invalid
  const sampleRate = (b2 >> 2) & 3; // 3 is reserved
  return sync && version !== 1 && layer === 1 && bitrate !== 15 && sampleRate !== 3;
}

function decodeText(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(head.subarray(2));
  if (startsWith(head, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(head.subarray(2));
  const text = new TextDecoder('utf-8').decode(
    startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head,
  );
  return hasControlCharacters(text) ? null : text;
}

/** Binary files are not SVG: control characters other than whitespace never occur in XML. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && (code < 0x09 || code > 0x0d)) return true;
  }
  return false;
}

/** True when the text is XML whose root element is <svg>, skipping the prologue. */
function isSvgText(text: string): boolean {
  let rest: string | null = text.trimStart();
  while (rest !== null && /^<[?!]/.test(rest)) {
    if (rest.startsWith('<?')) rest = after(rest, '?>');
    else if (rest.startsWith('<!--')) rest = after(rest, '-->');
    else if (/^<!DOCTYPE/i.test(rest)) rest = afterDoctype(rest);
    else return false;
    rest = rest?.trimStart() ?? null;
  }
  return rest !== null && /^<svg[\s>/]/.test(rest);
}

function after(text: string, end: string): string | null {
  const at = text.indexOf(end);
  return at < 0 ? null : text.slice(at + end.length);
}

function afterDoctype(text: string): string | null {
  const bracket = text.indexOf('[');
  const close = text.indexOf('>');
  if (close < 0) return null;
  if (bracket < 0 || close < bracket) return text.slice(close + 1);
  const subsetEnd = text.indexOf(']', bracket);
  return subsetEnd < 0 ? null : after(text.slice(subsetEnd), '>');
}

/** The format of a file from its first bytes (magic numbers), never from its name; null if unknown. */
export function detectType(head: Uint8Array): MediaFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 0, 'glTF')) return 'glb';
  if (isMp4(head)) return 'mp4';
  if (webmDocType(head) === 'webm') return 'webm';
  if (ascii(head, 0, 'ID3') || isMp3FrameHeader(head)) return 'mp3';
  const text = decodeText(head);
  if (text !== null && isSvgText(text)) return 'svg';
  return null;
}

export type MediaCheck =
  | { ok: true; format: MediaFormat }
  | { ok: false; error: 'E18'; maxBytes: number }
  | { ok: false; error: 'WRONG_TYPE'; accepted: readonly MediaFormat[]; acceptedLabel: string };

/** Whether a file of this head and size may be stored as this kind (spec doc 1 §5, doc 2 §5). */
export function checkMedia(kind: MediaKind, head: Uint8Array, size: number): MediaCheck {
  const rule = MEDIA_KINDS[kind];
  if (size > rule.maxBytes) return { ok: false, error: 'E18', maxBytes: rule.maxBytes };
  const format = detectType(head);
  if (format === null || !acceptsFormat(kind, format)) {
    return {
      ok: false,
      error: 'WRONG_TYPE',
      accepted: rule.formats,
      acceptedLabel: formatsLabel(kind),
    };
  }
  return { ok: true, format };
}
