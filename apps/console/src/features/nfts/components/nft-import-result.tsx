import { Alert, Button, Flex, List, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NftImportRefusal } from '@mintfront/domain';
import { ApiError } from '../../../api/api-error.ts';
import { NftThumb } from '../../../components/nft-thumb.tsx';
import type { ImportRun } from './use-nft-import-run.ts';

/** What an import did: the NFTs it created, the tokens it refused with each reason, and where to go next. */
export function NftImportResult({ run, onAgain }: { run: ImportRun; onAgain: () => void }) {
  const { t } = useTranslation('nftImport');
  const error =
    run.error instanceof ApiError
      ? run.error.statusDesc
      : String((run.error as Error | undefined)?.message ?? run.error ?? '');
  const headline =
    run.state === 'failed'
      ? t('result.failed', { done: run.done, total: run.total, error })
      : run.state === 'stopped'
        ? t('result.stopped', { done: run.done, total: run.total })
        : t('result.done');
  const type =
    run.state === 'failed'
      ? 'error'
      : run.refused.length > 0 || run.state === 'stopped'
        ? 'warning'
        : 'success';

  return (
    <Flex vertical gap={16} data-testid="nft-import-result">
      <Alert
        type={type}
        showIcon
        message={headline}
        description={
          <Space size="large">
            <span data-testid="nft-import-imported">
              {t('result.imported', { count: run.imported.length })}
            </span>
            <span data-testid="nft-import-refused">
              {t('result.refused', { count: run.refused.length })}
            </span>
          </Space>
        }
      />
      {run.imported.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={run.imported}
          rowKey="id"
          renderItem={(nft) => (
            <List.Item>
              <Space>
                <NftThumb nft={nft} />
                <Link to={`/specifics?id=${nft.id}`}>{nft.title}</Link>
                <Typography.Text type="secondary">#{nft.token_id}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
      {run.refused.length > 0 && (
        <Table<NftImportRefusal>
          size="small"
          rowKey="token_id"
          pagination={false}
          dataSource={run.refused}
          data-testid="nft-import-refusals"
          columns={[
            { key: 'token_id', title: t('result.tokenId'), dataIndex: 'token_id', width: 160 },
            { key: 'reason', title: t('result.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
      <Space wrap>
        <Link
          to={`/NFT/CreatedNFT?contract_id=${run.contractId}`}
          data-testid="nft-import-view-list"
        >
          {t('viewList')}
        </Link>
        <Button onClick={onAgain} data-testid="nft-import-again">
          {t('again')}
        </Button>
      </Space>
    </Flex>
  );
}
