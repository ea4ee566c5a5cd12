import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MB } from '@mintfront/domain';
import type { MergedFile } from '../storage/chunk-store.ts';
import { contentKey } from '../storage/storage.ts';
import { placeMedia, type MediaRefusal } from './place-media.ts';
import { bombPng } from './bomb-png.ts';
import { SvgSanitizer } from './svg-sanitizer.ts';

function fileOf(bytes: Buffer, size = bytes.length): MergedFile {
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size,
    head: bytes.subarray(0, 65_536),
    open: () => Readable.from([bytes]),
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e as MediaRefusal).detail,
  );

describe('placeMedia', () => {
  it('places a PNG under its content key with a WebP thumbnail', async () => {
    const png = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer();
    const file = fileOf(png);
    const placed = await placeMedia('categoryImage', file);
    expect(placed).toMatchObject({
      key: contentKey(file.sha256, 'png'),
      contentType: 'image/png',
      format: 'png',
    });
    expect((await sharp(placed.thumbnail as Buffer).metadata()).format).toBe('webp');
  });

  it('makes a 960 px WebP display copy of a still NFT picture only (not of a GIF, nor for other kinds)', async () => {
    const picture = (format: 'png' | 'jpeg' | 'gif') =>
      sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#08f' } })
        [format]()
        .toBuffer();
    for (const format of ['png', 'jpeg'] as const) {
      const placed = await placeMedia('nftContent', fileOf(await picture(format)));
      const meta = await sharp(placed.display!).metadata();
      expect(meta, format).toMatchObject({ format: 'webp', width: 960, height: 480 });
    }
    // A GIF may be animated: a copy would freeze it.
    expect((await placeMedia('nftContent', fileOf(await picture('gif')))).display).toBeNull();
    // A category's picture is never shown large on an NFT page.
    const png = await picture('png');
    expect((await placeMedia('categoryImage', fileOf(png))).display).toBeNull();
    expect((await placeMedia('categoryImage', fileOf(png))).thumbnail).not.toBeNull();
  });

  it('answers E18 for a file over the limit of its kind', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusal(placeMedia('categoryIcon', fileOf(png, 2 * MB + 1)))).toEqual({
      error: 'E18',
      maxBytes: 2 * MB,
    });
  });

  it('names the accepted types for a file whose name lies about its type', async () => {
    const text = Buffer.from('#!/bin/sh\necho I am photo.jpg');
    expect(await refusal(placeMedia('photo', fileOf(text)))).toMatchObject({
      error: 'WRONG_TYPE',
      acceptedLabel: 'JPG, PNG, GIF, SVG',
    });
  });

  it('stores a sanitised SVG under the hash of the clean bytes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="1"/></svg>',
    );
    const placed = await placeMedia('categoryIcon', fileOf(svg));
    const clean = placed.body as Buffer;
    expect(clean.toString()).not.toContain('script');
    expect(placed.key).toBe(contentKey(createHash('sha256').update(clean).digest('hex'), 'svg'));
    expect(placed.thumbnail).toBeNull();
  });

  it('refuses with E18 an SVG whose document does not fit the sanitiser, and stores nothing of it', async () => {
    const sanitizer = new SvgSanitizer({
      heapMb: 256,
      timeMs: 1,
      idleMs: 1_000,
      maxElements: 1_000_000,
    });
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(50_000)}</svg>`,
    );
    try {
      expect(await refusal(placeMedia('nftContent', fileOf(svg), sanitizer))).toEqual({
        error: 'E18',
        reason: 'svgTooComplex',
      });
    } finally {
      await sanitizer.stop();
    }
  });

  it('refuses an image of absurd pixel dimensions with E18', async () => {
    expect(await refusal(placeMedia('nftContent', fileOf(bombPng(20_000, 20_000))))).toEqual({
      error: 'E18',
      maxPixels: 100_000_000,
    });
  });
});
