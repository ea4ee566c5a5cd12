import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAINS, COLLECTION_STATUSES, type CollectionDeployStatus } from '@mintfront/domain';
import { CollectionStatusBadge } from './collection-status-badge.tsx';

// The same colour as the status dot (collection-status-badge.tsx): Unverified is not green (issue 22).
const MESSAGE_TYPE = { 0: 'info', 1: 'warning', 2: 'success', 3: 'error' } as const;
const MESSAGE_KEY = { 0: 'processing', 1: 'unverified', 2: 'verified', 3: 'failed' } as const;

/** spec doc 1 §4: Processing → Unverified (address, chain, transaction) or Failed with its reason. */
export function DeployStatus({ status, chain }: { status: CollectionDeployStatus; chain: string }) {
  const { t } = useTranslation('collections');
  const chainName = CHAINS.find((c) => c.key === chain)?.name ?? chain;
  return (
    <Flex vertical gap={12} data-testid="collection-deploy">
      <Alert
        type={MESSAGE_TYPE[status.status]}
        showIcon
        title={<CollectionStatusBadge status={status.status} testId="collection-status" />}
        description={
          <>
            {t(`detail.${MESSAGE_KEY[status.status]}`)}
            {status.status === COLLECTION_STATUSES.failed && status.failReason && (
              <div data-testid="collection-fail-reason">
                {t('detail.reason')}: {status.failReason}
              </div>
            )}
          </>
        }
      />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('fields.chain')}>{chainName}</Descriptions.Item>
        {status.address && (
          <Descriptions.Item label={t('fields.address')}>
            <Typography.Text
              code
              copyable={{ text: status.address, tooltips: [t('detail.copy'), t('detail.copied')] }}
              data-testid="collection-address"
            >
              {status.address}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {status.txHash && (
          <Descriptions.Item label={t('detail.txHash')}>
            <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="collection-tx">
              {status.txHash}
            </Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Flex>
  );
}
