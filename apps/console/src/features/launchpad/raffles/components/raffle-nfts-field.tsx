import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LAUNCHPAD_NFTS_MAX, type Nft } from '@mintfront/domain';
import { NftPickerDialog } from '../../../../components/nft-picker/nft-picker-dialog.tsx';
import { NftThumb } from '../../../../components/nft-thumb.tsx';

type Props = { id?: string; value?: Nft[]; onChange?: (nfts: Nft[]) => void };

/** The raffle's prize art (spec doc 2 §3 NFTs): chosen in the NFT picker, at most 1,000 (§9). */
export function RaffleNftsField({ id, value = [], onChange }: Props) {
  const { t } = useTranslation('raffles');
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={8} align="start">
      {value.length > 0 && (
        <Flex gap={8} wrap align="center" data-testid="raffle-nfts-value">
          {value.slice(0, 8).map((n) => (
            <Flex key={n.id} gap={4} align="center">
              <NftThumb nft={n} />
              <Typography.Text>{n.title}</Typography.Text>
            </Flex>
          ))}
          <Typography.Text type="secondary">
            {t('nftsPicked', { count: value.length })}
          </Typography.Text>
        </Flex>
      )}
      <Button id={id} onClick={() => setOpen(true)} data-testid="raffle-nfts-pick">
        {value.length ? t('changeNfts') : t('pickNfts')}
      </Button>
      <NftPickerDialog
        open={open}
        title={t('pickNfts')}
        initial={value}
        max={LAUNCHPAD_NFTS_MAX}
        testId="raffle-nfts-picker"
        onCancel={() => setOpen(false)}
        onConfirm={(picked) => {
          setOpen(false);
          onChange?.(picked);
        }}
      />
    </Flex>
  );
}
