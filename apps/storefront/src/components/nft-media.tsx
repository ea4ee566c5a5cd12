// @jsxRuntime automatic
import type { StoreNftCard } from '@mintfront/domain';

/**
 * An NFT's content as its file type asks: image, video, audio or a 3D model. In a card (`still`)
 * everything but an image shows its preview picture; on the NFT page video and audio play, and a
 * model shows its preview with a link to the file.
 */
export function NftMedia({ nft, still }: { nft: StoreNftCard; still?: boolean }) {
  const original = nft.content_kind === 'image' ? nft.content_url : nft.preview_url;
  // A card shows the list thumbnail (320 px WebP) when there is one, the page the original.
  const picture = still ? (nft.thumbnail_url ?? original) : original;
  if (still || nft.content_kind === 'image' || nft.content_kind === 'model') {
    return (
      <div className="nft-media">
        {picture ? (
          <img src={picture} alt={nft.title} loading={still ? 'lazy' : 'eager'} />
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
