import { Flex } from 'antd';
import type { SaleGoods } from '@mintfront/domain';
import { fileUrl } from '../../../api/uploads.ts';

/** The NFT (or box) a sell order sells: its picture and title. */
export function SaleGoodsCell({ goods }: { goods: SaleGoods | null }) {
  const picture =
    goods?.preview_url ?? goods?.icon_url ?? (goods?.icon ? fileUrl(goods.icon) : null);
  const title = goods?.title ?? `#${goods?.id ?? '?'}`;
  return (
    <Flex align="center" gap={8}>
      {picture && (
        <img
          src={picture}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <span>{title}</span>
    </Flex>
  );
}

export const goodsTitle = (goods: SaleGoods | null) => goods?.title ?? `#${goods?.id ?? '?'}`;
