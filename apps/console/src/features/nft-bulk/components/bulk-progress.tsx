import { Alert, Flex, Progress, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NftBulkSchedule } from '@mintfront/domain';

/** Verifying or creating: progress as the server reports it (spec doc 1 §9 polling), and a note once it takes long. */
export function BulkProgress({ schedule, slow }: { schedule: NftBulkSchedule; slow: boolean }) {
  const { t } = useTranslation('nftBulk');
  const { done, total } = schedule.progress;
  const verifying = schedule.state === 'verifying';
  return (
    <Flex vertical gap={12} data-testid="bulk-progress" aria-live="polite">
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t(verifying ? 'verifying.title' : 'creating.title')}
      </Typography.Title>
      {total > 0 ? (
        <Progress
          percent={Math.floor((done / total) * 100)}
          status="active"
          aria-label={t(verifying ? 'verifying.title' : 'creating.title')}
        />
      ) : (
        <Spin />
      )}
      <Typography.Text data-testid="bulk-progress-text">
        {verifying
          ? t('verifying.checked', { count: done })
          : t('creating.progress', { done, total })}
      </Typography.Text>
      {slow && (
        <Alert type="info" showIcon message={t('stillWorking')} data-testid="bulk-still-working" />
      )}
    </Flex>
  );
}
