import type { CSSProperties } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NFT_RANKS,
  NFT_STATUS,
  NFT_TYPES,
  type NftRank,
  type NftStatusCode,
  type NftType,
} from '@mintfront/domain';

type Key<T extends Record<string, number>> = keyof T & string;
const invert = <T extends Record<string, number>>(o: T) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [v, k])) as Record<T[keyof T], Key<T>>;

/** The text keys (i18n `nfts`) of an NFT's numeric status, rank and type. */
export const NFT_STATUS_KEY = invert(NFT_STATUS);
export const NFT_RANK_KEY = invert(NFT_RANKS);
export const NFT_TYPE_KEY = invert(NFT_TYPES);

// Dark text on a pale ground: preset tag colours miss the 4.5:1 contrast axe asks for.
const tone = (color: string, background: string, border: string): CSSProperties => ({
  color,
  background,
  borderColor: border,
});
const STATUS_TONE: Record<NftStatusCode, CSSProperties> = {
  [NFT_STATUS.offSale]: tone('#434343', '#f5f5f5', '#d9d9d9'),
  [NFT_STATUS.onSale]: tone('#135200', '#f6ffed', '#b7eb8f'),
  [NFT_STATUS.soldOut]: tone('#22075e', '#f9f0ff', '#d3adf7'),
  [NFT_STATUS.inReview]: tone('#873800', '#fff7e6', '#ffd591'),
  [NFT_STATUS.minting]: tone('#002c8c', '#e6f4ff', '#91caff'),
  [NFT_STATUS.rejected]: tone('#a8071a', '#fff1f0', '#ffa39e'),
  [NFT_STATUS.mintFailed]: tone('#a8071a', '#fff1f0', '#ffa39e'),
};
const RANK_TONE: Record<NftRank, CSSProperties> = {
  [NFT_RANKS.normal]: tone('#434343', '#fafafa', '#d9d9d9'),
  [NFT_RANKS.rare]: tone('#003a8c', '#e6f4ff', '#91caff'),
  [NFT_RANKS.sr]: tone('#391085', '#f9f0ff', '#d3adf7'),
  [NFT_RANKS.ssr]: tone('#874d00', '#fffbe6', '#ffe58f'),
};

/** spec doc 1 §4 status (Off Sale … Rejected, and Mint failed) as a coloured tag. */
export function NftStatusTag({ status, testId }: { status: NftStatusCode; testId?: string }) {
  const { t } = useTranslation('nfts');
  return (
    <Tag style={STATUS_TONE[status]} data-testid={testId}>
      {t(`status.${NFT_STATUS_KEY[status]}`)}
    </Tag>
  );
}

/** spec doc 1 §3 rank: Normal, Rare, SR, SSR (the long name as its title). */
export function NftRankTag({ rank, testId }: { rank: NftRank; testId?: string }) {
  const { t } = useTranslation('nfts');
  const key = NFT_RANK_KEY[rank];
  return (
    <Tag style={RANK_TONE[rank]} title={t(`rankLong.${key}`)} data-testid={testId}>
      {t(`rank.${key}`)}
    </Tag>
  );
}

/** ERC-721, ERC-1155 or Mystery box. */
export function useNftTypeLabel() {
  const { t } = useTranslation('nfts');
  return (type: NftType) => t(`type.${NFT_TYPE_KEY[type]}`);
}
