import { useState } from 'react';
import { Flex, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NFT_RANKS, type NftRank } from '@mintfront/domain';
import { NFT_RANK_KEY, NftRankTag } from '../../../components/nft-tags.tsx';

type Props = { open: boolean; onPick: (rank: NftRank) => void; onCancel: () => void };

/** spec doc 1 §2: the pick-rank dialog offers the four ranks; the NFT picker of that rank follows. */
export function PickRankDialog({ open, onPick, onCancel }: Props) {
  const { t } = useTranslation(['mysteryBoxes', 'nfts']);
  const [rank, setRank] = useState<NftRank>(NFT_RANKS.normal);
  return (
    <Modal
      open={open}
      title={t('pickRank.title')}
      okText={t('pickRank.next')}
      onOk={() => onPick(rank)}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'box-rank-next' } as Record<`data-${string}`, string>}
      width={420}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('pickRank.text')}</Typography.Paragraph>
      <Radio.Group
        value={rank}
        onChange={(e) => setRank(e.target.value as NftRank)}
        aria-label={t('pickRank.title')}
        data-testid="box-rank-options"
      >
        <Flex vertical gap={8}>
          {Object.values(NFT_RANKS).map((r) => (
            <Radio key={r} value={r} data-testid={`box-rank-${r}`}>
              <NftRankTag rank={r} /> {t(`nfts:rankLong.${NFT_RANK_KEY[r]}`)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Modal>
  );
}
