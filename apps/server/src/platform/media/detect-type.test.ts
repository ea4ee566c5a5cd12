import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, MB, MEDIA_KINDS, previewTypeOf } from '@mintfront/domain';
import { checkMedia, detectType } from './detect-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

const samples = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  wav: bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
  ogg: bytes('OggS', [0, 2, 0, 0]),
  glb: bytes('glTF', [2, 0, 0, 0]),
  mp4: bytes(u32(24), 'ftypisom', [0, 0, 2, 0], 'isomiso2'),
  webm: bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84],
    'webm',
    [0x42, 0x87, 0x81, 2],
  ),
  mp3: bytes('ID3', [4, 0, 0, 0, 0, 0, 0]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
};

describe('detectType', () => {
  it.each(Object.entries(samples))('recognises %s from its magic number', (format, head) => {
    expect(detectType(head)).toBe(format);
  });

  it('recognises an MP3 that starts with an MPEG layer III frame, without ID3 tag', () => {
    expect(detectType(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
  });

  it('refuses an AAC frame sync that is not layer III', () => {
    expect(detectType(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeNull();
  });

  it('refuses a Matroska file that is not WebM', () => {
    const mkv = bytes(
      [0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88],
      'matroska',
      [0x42, 0x87, 0x81, 4],
    );
    expect(detectType(mkv)).toBeNull();
  });

  it('refuses HEIC and QuickTime, which share the ftyp box with MP4', () => {
    expect(detectType(bytes(u32(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(detectType(bytes(u32(20), 'ftypqt  ', [0, 0, 2, 0], 'qt  '))).toBeNull();
  });

  it('finds the svg root behind a BOM, XML declaration, comment and DOCTYPE', () => {
    const svg = bytes(
      [0xef, 0xbb, 0xbf],
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n<!ENTITY ns "x">\n]>\n',
      '<svg version="1.1">',
    );
    expect(detectType(svg)).toBe('svg');
  });

  it('refuses XML and HTML whose root is not svg', () => {
    expect(detectType(bytes('<?xml version="1.0"?><html><svg/></html>'))).toBeNull();
    expect(detectType(bytes('<!DOCTYPE html><html><body><svg></svg>'))).toBeNull();
    expect(detectType(bytes('<svgfoo/>'))).toBeNull();
  });

  it('reads the bytes, not the name: a PNG renamed .jpg is still a PNG, and text is nothing', () => {
    expect(detectType(samples.png)).toBe('png');
    expect(detectType(bytes('hello, I am a .jpg'))).toBeNull();
    expect(detectType(new Uint8Array())).toBeNull();
  });
});

describe('checkMedia', () => {
  it('accepts NFT content of 100 MB exactly', () => {
    expect(checkMedia('nftContent', samples.glb, 100 * MB)).toEqual({ ok: true, format: 'glb' });
  });

  it('answers E18 one byte over the limit of the kind', () => {
    expect(checkMedia('categoryIcon', samples.png, 2 * MB + 1)).toEqual({
      ok: false,
      error: 'E18',
      maxBytes: 2 * MB,
    });
  });

  it('names the accepted formats when the type is wrong', () => {
    expect(checkMedia('physicalItem', samples.gif, 10)).toEqual({
      ok: false,
      error: 'WRONG_TYPE',
      accepted: ['jpg', 'png'],
      acceptedLabel: 'JPG, PNG',
    });
  });

  it('refuses a video as a category icon even when it is small', () => {
    expect(checkMedia('categoryIcon', samples.mp4, 100)).toMatchObject({
      ok: false,
      error: 'WRONG_TYPE',
    });
  });
});

describe('media kinds (spec doc 1 §5, doc 2 §5)', () => {
  it('counts a megabyte as 1,048,576 bytes, the chunk size', () => {
    expect(MB).toBe(1_048_576);
    expect(CHUNK_SIZE).toBe(1_048_576);
  });

  it('takes the larger favicon reading, 3 MB', () => {
    expect(MEDIA_KINDS.favicon.maxBytes).toBe(3 * MB);
  });

  it.each([
    ['a.JPG', 'image'],
    ['a.svg', 'image'],
    ['a.mp4', 'video'],
    ['a.ogg', 'video'],
    ['a.webm', 'video'],
    ['a.mp3', 'audio'],
    ['a.wav', 'audio'],
    ['model.glb', 'image'],
    ['noext', 'image'],
  ])('previews %s as %s', (name, type) => {
    expect(previewTypeOf(name)).toBe(type);
  });
});
