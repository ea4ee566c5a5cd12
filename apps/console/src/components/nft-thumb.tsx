import { SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { previewTypeOf, type Nft } from '@mintfront/domain';
import { fileUrl } from '../api/uploads.ts';

const box = {
  width: 40,
  height: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 20,
} as const;
const picture = (path: string, alt: string) => (
  <img
    src={fileUrl(path)}
    alt={alt}
    width={40}
    height={40}
    loading="lazy"
    style={{ objectFit: 'cover', borderRadius: 4 }}
  />
);

/**
 * A list's small picture of the NFT: the preview image of audio, video or 3D content when it has
 * one, else the image itself, or a video or audio sign (spec doc 1 §5 types).
 */
export function NftThumb({
  nft,
}: {
  nft: Pick<Nft, 'icon' | 'title'> & Partial<Pick<Nft, 'preview'>>;
}) {
  const { t } = useTranslation('nfts');
  if (nft.preview) return picture(nft.preview, nft.title);
  const type = previewTypeOf(nft.icon);
  if (type === 'video')
    return (
      <span style={box} role="img" aria-label={`${t('media.video')}: ${nft.title}`}>
        <VideoCameraOutlined aria-hidden />
      </span>
    );
  if (type === 'audio')
    return (
      <span style={box} role="img" aria-label={`${t('media.audio')}: ${nft.title}`}>
        <SoundOutlined aria-hidden />
      </span>
    );
  return picture(nft.icon, nft.title);
}
