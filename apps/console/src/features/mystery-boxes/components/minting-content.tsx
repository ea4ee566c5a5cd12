import { useEffect, useRef } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NFT_STATUS, canJoinBox, type Nft } from '@mintfront/domain';
import { useNft } from '../../../api/nfts.ts';

type Props = {
  nft: Nft;
  /** Called once, when the NFT can go into a box (minted, Off Sale). */
  onMinted: (nft: Nft) => void;
  /** Called once, when its mint failed (the detail says why). */
  onFailed: (nft: Nft) => void;
  onDrop: () => void;
};

/**
 * One NFT made with "Add content" that is still being minted: its detail is polled (useNft polls
 * while Minting) and it joins the series once a box may hold it. The owner can drop the wait.
 */
export function MintingContent({ nft, onMinted, onFailed, onDrop }: Props) {
  const { t } = useTranslation('mysteryBoxes');
  const { data } = useNft(nft.id);
  const settled = useRef(false);
  useEffect(() => {
    if (!data || settled.current) return;
    if (canJoinBox(data)) {
      settled.current = true;
      onMinted(data);
    } else if (data.status === NFT_STATUS.mintFailed || data.status === NFT_STATUS.rejected) {
      settled.current = true;
      onFailed(data);
    }
  }, [data, onMinted, onFailed]);

  return (
    <Flex gap={8} align="center" data-testid={`series-minting-${nft.id}`}>
      <Spin size="small" />
      <Typography.Text type="secondary" role="status">
        {t('series.waitingMint', { name: nft.title })}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        onClick={onDrop}
        aria-label={t('series.dropWaitOf', { name: nft.title })}
      >
        {t('series.dropWait')}
      </Button>
    </Flex>
  );
}
