import { SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { previewTypeOf, type Nft } from '@mintfront/domain';
import { fileUrl } from '../../../api/uploads.ts';

const box = { width: 40, height: 40, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 20 } as const;

/** A list's small picture of the NFT content: the image itself, or a video or audio sign (spec doc 1 §5 types). */
export function NftThumb({ nft }: { nft: Pick<Nft, 'icon' | 'title'> }) {
  const { t } = useTranslation('nfts');
  const type = previewTypeOf(nft.icon);
  if (type === 'video') return <span style={box} role="img" aria-label={`${t('media.video')}: ${nft.title}`}><VideoCameraOutlined aria-hidden /></span>;
  if (type === 'audio') return <span style={box} role="img" aria-label={`${t('media.audio')}: ${nft.title}`}><SoundOutlined aria-hidden /></span>;
  return <img src={fileUrl(nft.icon)} alt={nft.title} width={40} height={40} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} />;
}
