import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '@mintfront/domain';

/** spec doc 1 §3: token ID, contract address, minted and owned quantity (from the chain, imported tokens too), transaction. */
export function NftChainFacts({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  const copyable = (text: string) => ({ text, tooltips: [t('detail.copy'), t('detail.copied')] });
  const notYet = <Typography.Text type="secondary">{t('detail.notMinted')}</Typography.Text>;
  // Why the figures may be behind the chain: the indexer catching up is not the chain being down.
  const behind = nft.chain_unavailable && (
    <Typography.Text type="warning" data-testid="nft-chain-note">
      {t(
        nft.chain_unavailable_reason === 'catching_up'
          ? 'detail.chainCatchingUp'
          : 'detail.chainUnavailable',
      )}
    </Typography.Text>
  );
  // An imported token was minted elsewhere: no mint transaction of this store.
  const imported = nft.source === 1;
  return (
    <Descriptions column={1} size="small" bordered data-testid="nft-chain">
      <Descriptions.Item label={t('detail.fields.tokenId')}>
        {nft.token_id ?? notYet}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.fields.contract')}>
        {nft.contract_address ? (
          <Typography.Text
            code
            copyable={copyable(nft.contract_address)}
            style={{ wordBreak: 'break-all' }}
          >
            {nft.contract_address}
          </Typography.Text>
        ) : (
          notYet
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.fields.minted')}>
        <span data-testid="nft-minted">
          {nft.chain?.minted ?? nft.total_minted} / {nft.copies}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.fields.owned')}>
        <span data-testid="nft-owned">{nft.chain ? nft.chain.owned : (behind ?? notYet)}</span>
        {nft.chain && behind && <div>{behind}</div>}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.fields.txHash')}>
        {nft.tx_hash ? (
          <Typography.Text
            code
            copyable={copyable(nft.tx_hash)}
            style={{ wordBreak: 'break-all' }}
            data-testid="nft-tx"
          >
            {nft.tx_hash}
          </Typography.Text>
        ) : imported ? (
          <Typography.Text type="secondary">{t('detail.importedTx')}</Typography.Text>
        ) : (
          notYet
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
