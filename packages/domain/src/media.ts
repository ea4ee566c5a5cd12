/** 1 MB as the spec counts it (spec doc 1 §9: upload chunk 1,048,576 bytes). */
export const MB = 1_048_576;
/** Size of one chunk of the chunked upload (spec doc 1 §7, §9). */
export const CHUNK_SIZE = MB;

/** File formats the server can recognise from their bytes; the value is the stored extension. */
export const MEDIA_FORMATS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  // spec doc 1 §5 previews OGG as video; a video element plays audio-only Ogg as well.
  ogg: 'video/ogg',
  glb: 'model/gltf-binary',
} as const;
export type MediaFormat = keyof typeof MEDIA_FORMATS;

/** Formats a thumbnail can be made of (SVG is shown as itself, after sanitising). */
export const RASTER_FORMATS = [
  'jpg',
  'png',
  'gif',
  'webp',
] as const satisfies readonly MediaFormat[];

const IMAGE = ['jpg', 'png', 'gif', 'svg'] as const;
const NFT_CONTENT = [
  'jpg',
  'png',
  'gif',
  'svg',
  'mp4',
  'webm',
  'mp3',
  'wav',
  'ogg',
  'glb',
] as const;

type MediaKindRule = { formats: readonly MediaFormat[]; maxBytes: number };

/**
 * What each upload field accepts (spec doc 1 §5, doc 2 §5). Where the spec names no formats
 * for a field, it takes the image formats of the box image (JPG, PNG, GIF, SVG).
 */
export const MEDIA_KINDS = {
  photo: { formats: IMAGE, maxBytes: 3 * MB },
  nftContent: { formats: NFT_CONTENT, maxBytes: 100 * MB },
  // The box image is the box token's own media, like NFT content and the airdrop preview.
  boxImage: { formats: IMAGE, maxBytes: 100 * MB },
  collectionLogo: { formats: IMAGE, maxBytes: 3 * MB },
  collectionBanner: { formats: IMAGE, maxBytes: 3 * MB },
  categoryIcon: { formats: IMAGE, maxBytes: 2 * MB },
  categoryImage: { formats: IMAGE, maxBytes: 100 * MB },
  // Link-preview crawlers do not render SVG, so a share image is raster only.
  shareImage: { formats: ['jpg', 'png', 'gif'], maxBytes: 2 * MB },
  // Spec gives 2 MB and 3 MB; both readings stand, so the larger one is enforced.
  favicon: { formats: IMAGE, maxBytes: 3 * MB },
  tokenIcon: { formats: ['jpg', 'png', 'svg'], maxBytes: 2 * MB },
  // The spec's JPEG is the same format as JPG.
  blogImage: { formats: ['jpg', 'png', 'svg', 'webp', 'gif'], maxBytes: 2 * MB },
  physicalItem: { formats: ['jpg', 'png'], maxBytes: 2 * MB },
  airdropPreview: { formats: IMAGE, maxBytes: 100 * MB },
  /** spec doc 2 §5: Drop Preview, shown as the placeholder until the open-box date. */
  dropPreview: { formats: IMAGE, maxBytes: 100 * MB },
  // The picture of audio, video or 3D NFT content (the single form's preview image; bulk rows take it from the folder).
  nftPreview: { formats: IMAGE, maxBytes: 100 * MB },
  // The pictures of theme sections (banner, image with text, logo, highlight items); the spec
  // names no limit (doc 2 §9: sizes not shown), so the 10 MB a full-width banner photo needs.
  themeImage: { formats: IMAGE, maxBytes: 10 * MB },
} as const satisfies Record<string, MediaKindRule>;
export type MediaKind = keyof typeof MEDIA_KINDS;
export const MEDIA_KIND_NAMES = Object.keys(MEDIA_KINDS) as [MediaKind, ...MediaKind[]];

/** The chunks of the largest upload of any kind (spec doc 1 §5: NFT content 100 MB). */
export const MAX_CHUNKS = Math.ceil(
  Math.max(...Object.values(MEDIA_KINDS).map((k) => k.maxBytes)) / CHUNK_SIZE,
);

/** True when the kind accepts the format. */
export function acceptsFormat(kind: MediaKind, format: MediaFormat): boolean {
  return (MEDIA_KINDS[kind].formats as readonly MediaFormat[]).includes(format);
}

/** The accepted formats of a kind as shown to a user: 'JPG, PNG, GIF, SVG'. */
export function formatsLabel(kind: MediaKind): string {
  return MEDIA_KINDS[kind].formats.map((f) => f.toUpperCase()).join(', ');
}

export type PreviewType = 'image' | 'video' | 'audio';

/** NFT content formats that cannot show themselves as a picture: such an NFT needs a preview image (spec doc 1 §5). */
export const PREVIEW_NEEDED_FORMATS: readonly MediaFormat[] = [
  'mp4',
  'webm',
  'mp3',
  'wav',
  'ogg',
  'glb',
];

/** True when NFT content of this file name or stored path (by its extension) needs a preview image. */
export function needsPreviewImage(fileName: string | null | undefined): boolean {
  if (!fileName) return false;
  const dot = fileName.lastIndexOf('.');
  return (
    dot >= 0 &&
    (PREVIEW_NEEDED_FORMATS as readonly string[]).includes(fileName.slice(dot + 1).toLowerCase())
  );
}

/** How the console previews a file, from its extension (spec doc 1 §5); unknown is an image. */
export function previewTypeOf(fileName: string): PreviewType {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (['mp4', 'webm', 'ogg'].includes(ext)) return 'video';
  if (['mp3', 'wav'].includes(ext)) return 'audio';
  return 'image';
}

/** How a storefront shows NFT content of this file name or stored path, by its extension. */
export function contentKindOf(fileName: string): 'image' | 'video' | 'audio' | 'model' {
  if (fileName.toLowerCase().endsWith('.glb')) return 'model';
  return previewTypeOf(fileName);
}
