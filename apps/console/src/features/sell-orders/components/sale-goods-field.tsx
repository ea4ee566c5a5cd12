import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NFT_TYPES, type Nft } from '@mintfront/domain';
import { NftPickerDialog } from '../../../components/nft-picker/nft-picker-dialog.tsx';
import { NftThumb } from '../../../components/nft-thumb.tsx';

/** What the store wallet holds of an NFT for sale: its minted copies (one for ERC-721). */
export const availableOf = (nft: Nft) =>
  nft.type === NFT_TYPES.erc721 ? 1 : nft.total_minted || nft.copies;

type Props = {
  id?: string;
  value?: Nft | null;
  onChange?: (nft: Nft | null) => void;
  /** A box sale picks a mystery box, the other sales an NFT (spec doc 2 §3 goods_id). */
  box: boolean;
};

/**
 * The NFT (or box) of a sell order, chosen in the NFT picker: the current user's minted
 * NFTs that are Off Sale (spec doc 2 §5 and §7 pickers: status 1, creator_id of the user).
 */
export function SaleGoodsField({ id, value, onChange, box }: Props) {
  const { t } = useTranslation('sales');
  const [open, setOpen] = useState(false);
  const title = box ? t('form.pickBox') : t('form.pickNft');
  return (
    <Flex align="center" gap={12} wrap>
      {value && (
        <Flex align="center" gap={8} data-testid="sale-goods-chosen">
          <NftThumb nft={value} />
          <span>{value.title}</span>
          <Typography.Text type="secondary">
            {t('form.available', { count: availableOf(value) })}
          </Typography.Text>
        </Flex>
      )}
      <Button id={id} onClick={() => setOpen(true)} data-testid="sale-goods-pick">
        {value ? t('form.change') : title}
      </Button>
      <NftPickerDialog
        open={open}
        title={title}
        initial={value ? [value] : []}
        max={1}
        fixed={box ? { types: String(NFT_TYPES.box) } : {}}
        testId="sale-goods-picker"
        onCancel={() => setOpen(false)}
        onConfirm={(picked) => {
          setOpen(false);
          onChange?.(picked[0] ?? null);
        }}
      />
    </Flex>
  );
}
