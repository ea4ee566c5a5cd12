import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ThumbnailError, hasThumbnail, makeThumbnail } from './thumbnail.ts';
import { bombPng } from './bomb-png.ts';

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('makeThumbnail', () => {
  it('makes a 320 px wide WebP of a normal image and leaves the original untouched', async () => {
    const original = await photo();
    const copy = Buffer.from(original);
    const thumb = await makeThumbnail(original);
    expect(await sharp(thumb).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 213,
    });
    expect(original.equals(copy)).toBe(true);
  });

  it('reads a stream as well as a buffer', async () => {
    const thumb = await makeThumbnail(Readable.from([await photo()]));
    expect((await sharp(thumb).metadata()).width).toBe(320);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({
      create: { width: 40, height: 20, channels: 4, background: '#fff0' },
    })
      .gif()
      .toBuffer();
    expect((await sharp(await makeThumbnail(small)).metadata()).width).toBe(40);
  });

  it('refuses an image of absurd declared dimensions without decoding it', async () => {
    const bomb = bombPng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const before = process.memoryUsage().rss;
    const error = await makeThumbnail(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThumbnailError);
    expect(error).toMatchObject({ reason: 'PIXEL_LIMIT' });
    // 10 gigapixels would take 10 GB; refusing from the header costs next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1_048_576);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(makeThumbnail(Buffer.from('not an image'))).rejects.toMatchObject({
      reason: 'UNREADABLE',
    });
  });

  it('is made for raster formats only', () => {
    expect(['jpg', 'png', 'gif', 'webp'].every((f) => hasThumbnail(f as 'jpg'))).toBe(true);
    expect(hasThumbnail('svg')).toBe(false);
    expect(hasThumbnail('mp4')).toBe(false);
  });
});
