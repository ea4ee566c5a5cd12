import { createHash } from 'node:crypto';
import {
  MB,
  MEDIA_FORMATS,
  MEDIA_KINDS,
  formatsLabel,
  type MediaFormat,
  type MediaKind,
} from '@mintfront/domain';
import type { MergedFile, Placement } from '../storage/chunk-store.ts';
import { contentKey } from '../storage/storage.ts';
import { checkMedia } from './detect-type.ts';
import { svgSanitizers } from './svg-sanitizer-pool.ts';
import { SvgTooComplexError, type SvgSanitizer } from './svg-sanitizer.ts';
import {
  DISPLAY_WIDTH,
  MAX_INPUT_PIXELS,
  ThumbnailError,
  hasDisplayCopy,
  hasThumbnail,
  makeThumbnail,
} from './thumbnail.ts';

/**
 * SVG is sanitised in memory (a DOM, on the sanitiser's thread); past this size the file is refused
 * rather than parsed. A smaller one whose document does not fit the thread's heap or time is refused too.
 */
export const MAX_SVG_BYTES = 32 * MB;

export type MediaRefusalDetail =
  | { error: 'E18'; maxBytes: number }
  | { error: 'E18'; maxPixels: number }
  | { error: 'E18'; reason: 'svgTooComplex'; limit?: 'elements' | 'depth'; max?: number }
  | { error: 'WRONG_TYPE'; accepted: readonly MediaFormat[]; acceptedLabel: string };

/** A file refused for its kind: too large (E18) or not of an accepted type. */
export class MediaRefusal extends Error {
  constructor(readonly detail: MediaRefusalDetail) {
    super(
      detail.error === 'E18' ? 'File too large' : `Accepted file types: ${detail.acceptedLabel}`,
    );
    this.name = 'MediaRefusal';
  }
}

export type MediaPlacement = Placement & {
  format: MediaFormat;
  thumbnail: Buffer | null;
  /** A WebP copy at most DISPLAY_WIDTH wide of a still NFT picture, which its page shows. */
  display: Buffer | null;
};

/** Kinds whose pictures a storefront shows large (the NFT page, theme sections): they get a display copy. */
const DISPLAY_KINDS: readonly MediaKind[] = ['nftContent', 'nftPreview', 'themeImage'];

async function readAll(file: MergedFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of file.open()) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Decides where an uploaded file of a kind is stored, or refuses it (issue 3): type from the
 * bytes, size limit of the kind, SVG sanitised (its key is the hash of the clean bytes), and a
 * thumbnail for raster images, whose pixel limit refuses decompression bombs.
 * Pass it to ChunkStore.merge; store `thumbnail` under thumbnailKey(key) and `display` under
 * displayKey(key) afterwards.
 */
export async function placeMedia(
  kind: MediaKind,
  file: MergedFile,
  sanitizer: Pick<SvgSanitizer, 'sanitize'> = svgSanitizers.forOwner(''),
): Promise<MediaPlacement> {
  const check = checkMedia(kind, file.head, file.size);
  if (!check.ok) {
    const { ok: _ok, ...detail } = check;
    throw new MediaRefusal(detail);
  }
  const { format } = check;
  const contentType = MEDIA_FORMATS[format];

  if (format === 'svg') {
    if (file.size > MAX_SVG_BYTES)
      throw new MediaRefusal({ error: 'E18', maxBytes: MAX_SVG_BYTES });
    const clean = await sanitizer.sanitize(await readAll(file)).catch((error: unknown) => {
      if (error instanceof SvgTooComplexError) {
        // A limit of the document's shape is named; the thread's heap and time are not the client's to know.
        const shape =
          error.limit === 'elements' || error.limit === 'depth'
            ? { limit: error.limit, max: error.max }
            : {};
        throw new MediaRefusal({ error: 'E18', reason: 'svgTooComplex', ...shape });
      }
      throw error;
    });
    if (clean === null) {
      throw new MediaRefusal({
        error: 'WRONG_TYPE',
        accepted: MEDIA_KINDS[kind].formats,
        acceptedLabel: formatsLabel(kind),
      });
    }
    const body = Buffer.from(clean, 'utf8');
    const sha256 = createHash('sha256').update(body).digest('hex');
    return {
      key: contentKey(sha256, 'svg'),
      contentType,
      body,
      format,
      thumbnail: null,
      display: null,
    };
  }

  let thumbnail: Buffer | null = null;
  if (hasThumbnail(format)) {
    try {
      thumbnail = await makeThumbnail(file.open());
    } catch (error) {
      if (error instanceof ThumbnailError && error.reason === 'PIXEL_LIMIT') {
        throw new MediaRefusal({ error: 'E18', maxPixels: MAX_INPUT_PIXELS });
      }
      // Bytes with an image's magic number that the decoder cannot read get no thumbnail;
      // they are still served only as the detected type, with nosniff.
      thumbnail = null;
    }
  }
  // Made only once the thumbnail passed the pixel limit; an unreadable picture gets none either.
  const display =
    thumbnail && hasDisplayCopy(format) && DISPLAY_KINDS.includes(kind)
      ? await makeThumbnail(file.open(), { width: DISPLAY_WIDTH })
      : null;
  return { key: contentKey(file.sha256, format), contentType, format, thumbnail, display };
}
