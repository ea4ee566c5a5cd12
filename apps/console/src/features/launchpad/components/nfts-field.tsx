import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Nft } from '@mintfront/domain';
import { NftPickerDialog } from '../../../components/nft-picker/nft-picker-dialog.tsx';
import type { NftPickerProps } from '../../../components/nft-picker/nft-picker.tsx';
import { NftThumb } from '../../../components/nft-thumb.tsx';

type Props = {
  id?: string;
  value?: Nft[];
  onChange?: (nfts: Nft[]) => void;
  /** The spec doc 2 §9 limit: at most 1,000 NFTs. */
  max: number;
  fixed?: NftPickerProps['fixed'];
  disabled?: boolean;
  testId: string;
  texts: { pick: string; change: string };
};

/** The NFTs of a launchpad event, chosen in the NFT picker; a few shown, then their count. */
export function NftsField({
  id,
  value = [],
  onChange,
  max,
  fixed,
  disabled,
  testId,
  texts,
}: Props) {
  const { t } = useTranslation('launchpad');
  const [open, setOpen] = useState(false);
  const action = value.length ? texts.change : texts.pick;
  return (
    <Flex vertical gap={8}>
      {value.length > 0 && (
        <Flex gap={8} wrap align="center" data-testid={`${testId}-chosen`}>
          {value.slice(0, 8).map((n) => (
            <Flex key={n.id} align="center" gap={4}>
              <NftThumb nft={n} />
              <span>{n.title}</span>
            </Flex>
          ))}
          <Typography.Text type="secondary">
            {t('drop.nftsChosen', { count: value.length })}
          </Typography.Text>
        </Flex>
      )}
      <div>
        {/* The field's label points here (errors focus it), but the name says what it does: its visible text. */}
        <Button
          id={id}
          aria-label={action}
          onClick={() => setOpen(true)}
          disabled={disabled}
          data-testid={`${testId}-pick`}
        >
          {action}
        </Button>
      </div>
      <NftPickerDialog
        open={open}
        title={texts.pick}
        initial={value}
        max={max}
        fixed={fixed}
        testId={`${testId}-picker`}
        onCancel={() => setOpen(false)}
        onConfirm={(picked) => {
          setOpen(false);
          onChange?.(picked);
        }}
      />
    </Flex>
  );
}
