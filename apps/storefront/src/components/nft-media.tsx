// @jsxRuntime automatic
import type { StoreNftCard } from '@mintfront/domain';

/** The box an NFT page's picture fills (square, like a card's): reserves its space before it loads. */
const PAGE_PICTURE_SIZE = 960;

/**
 * An NFT's content as its file type asks: image, video, audio or a 3D model. In a card (`still`)
 * everything but an image shows its preview picture; on the NFT page video and audio play, and a
 * model shows its preview with a link to the file.
 */
export function NftMedia({
  nft,
  still,
  firstRow,
}: {
  nft: StoreNftCard & { display_url?: string | null };
  still?: boolean;
  /** A card of the first row, in view at once: its picture is not left to load lazily. */
  firstRow?: boolean;
}) {
  const original = nft.content_kind === 'image' ? nft.content_url : nft.preview_url;
  // A card shows the list thumbnail (320 px WebP), the page its display copy (960 px WebP): an
  // original is often megabytes. Either falls back to the original when there is no copy.
  const picture = (still ? nft.thumbnail_url : nft.display_url) ?? original;
  if (still || nft.content_kind === 'image' || nft.content_kind === 'model') {
    return (
      <div className="nft-media">
        {picture ? (
          still ? (
            <img
              src={picture}
              alt={nft.title}
              loading={firstRow ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            // The page's largest paint: asked for first.
            <img
              src={picture}
              alt={nft.title}
              width={PAGE_PICTURE_SIZE}
              height={PAGE_PICTURE_SIZE}
              fetchPriority="high"
            />
          )
        ) : (
          <div className="nft-media-blank" aria-label={nft.title} role="img" />
        )}
        {!still && nft.content_kind === 'model' && (
          <a href={nft.content_url} download>
            3D (.glb)
          </a>
        )}
      </div>
    );
  }
  if (nft.content_kind === 'video') {
    return (
      <div className="nft-media">
        <video src={nft.content_url} poster={picture ?? undefined} controls playsInline />
      </div>
    );
  }
  return (
    <div className="nft-media">
      {picture && <img src={picture} alt={nft.title} />}
      <audio src={nft.content_url} controls />
    </div>
  );
}
