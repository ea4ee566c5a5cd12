import { Alert, Flex, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { NFT_STATUS, type NftDetail } from '@mintfront/domain';

/**
 * What the NFT is waiting for or why it stopped (spec doc 1 §4): minting with its progress, in
 * review, rejected with the owner's reason, or a mint the chain refused with its reason.
 */
export function NftStatusAlert({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  const minted = nft.chain?.minted ?? nft.total_minted;
  if (nft.status === NFT_STATUS.minting) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="nft-minting"
        title={t('detail.minting')}
        description={
          <Flex vertical gap={4}>
            <Progress
              percent={Math.floor((minted / Math.max(nft.copies, 1)) * 100)}
              status="active"
              aria-label={t('detail.mintProgress', { minted, copies: nft.copies })}
            />
            <span>{t('detail.mintProgress', { minted, copies: nft.copies })}</span>
          </Flex>
        }
      />
    );
  }
  if (nft.status === NFT_STATUS.inReview)
    return (
      <Alert type="warning" showIcon title={t('detail.inReview')} data-testid="nft-in-review" />
    );
  if (nft.status === NFT_STATUS.rejected || nft.status === NFT_STATUS.mintFailed) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="nft-stopped"
        title={t(nft.status === NFT_STATUS.rejected ? 'detail.rejected' : 'detail.mintFailed')}
        description={
          nft.reason && (
            <span data-testid="nft-reason">
              {t('detail.reason')}: {nft.reason}
            </span>
          )
        }
      />
    );
  }
  return null;
}
