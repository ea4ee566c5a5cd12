import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { RASTER_FORMATS, type MediaFormat } from '@mintfront/domain';

export const THUMBNAIL_WIDTH = 320;
/** Width of the display copy an NFT page shows instead of the original (issue 24, LCP aim). */
export const DISPLAY_WIDTH = 960;
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';
/** Larger images are refused before any pixel is decoded (issue 3: decompression bombs). */
export const MAX_INPUT_PIXELS = 100_000_000;

export type ThumbnailFailure = 'PIXEL_LIMIT' | 'UNREADABLE';

export class ThumbnailError extends Error {
  constructor(
    readonly reason: ThumbnailFailure,
    cause: unknown,
  ) {
    super(
      reason === 'PIXEL_LIMIT'
        ? `Image is larger than ${MAX_INPUT_PIXELS} pixels`
        : 'Image cannot be read',
      { cause },
    );
    this.name = 'ThumbnailError';
  }
}

/** True for formats a list thumbnail is made of; SVG is listed as itself, video and audio not at all. */
export function hasThumbnail(format: MediaFormat): boolean {
  return (RASTER_FORMATS as readonly MediaFormat[]).includes(format);
}

/**
 * True for the still formats a display copy is made of. GIF and WebP may be animated, and a
 * copy would show only their first frame, so a page shows those as they are.
 */
export function hasDisplayCopy(format: MediaFormat): boolean {
  return format === 'jpg' || format === 'png';
}

export type ThumbnailOptions = { width?: number; maxPixels?: number };

/**
 * A WebP thumbnail at most `width` pixels wide (never enlarged), first frame of an animation.
 * Reads the input, writes a new buffer: the original is never modified.
 * Throws ThumbnailError 'PIXEL_LIMIT' when width × height exceeds the limit.
 */
export async function makeThumbnail(
  input: Buffer | Readable,
  options: ThumbnailOptions = {},
): Promise<Buffer> {
  const { width = THUMBNAIL_WIDTH, maxPixels = MAX_INPUT_PIXELS } = options;
  // sharp checks the header's dimensions against limitInputPixels before it allocates pixels.
  const settings = { limitInputPixels: maxPixels, failOn: 'error' as const, sequentialRead: true };
  const pipeline = Buffer.isBuffer(input) ? sharp(input, settings) : input.pipe(sharp(settings));
  try {
    return await pipeline
      .rotate() // honour the EXIF orientation, as the browser does for the original
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (!Buffer.isBuffer(input)) input.destroy();
    const reason = /pixel limit/i.test(String((error as Error)?.message))
      ? 'PIXEL_LIMIT'
      : 'UNREADABLE';
    throw new ThumbnailError(reason, error);
  }
}
