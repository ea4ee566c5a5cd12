import { Button, Flex, Progress, Space, Typography } from 'antd';
import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './chunked-upload.ts';
import type { UploadItem } from './use-uploads.ts';

type Props = { item: UploadItem; testId: string; onRetry: () => void; onCancel: () => void };

/** One file of the upload field: name, speed, progress bar, retry of a failed chunk, cancel. */
export function UploadRow({ item, testId, onRetry, onCancel }: Props) {
  const { t } = useTranslation('uploads');
  const percent = item.file.size ? Math.floor((item.sent / item.file.size) * 100) : 0;
  const active = item.status !== 'error';
  return (
    <div data-testid={`${testId}-item`} role="group" aria-label={item.file.name}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text ellipsis style={{ maxWidth: 260 }}>
          {item.file.name}
        </Typography.Text>
        <Space size={4}>
          {item.status === 'uploading' && (
            <Typography.Text type="secondary" data-testid={`${testId}-speed`}>
              {t('speed', { speed: formatBytes(Math.round(item.speed)) })}
            </Typography.Text>
          )}
          {item.status === 'queued' && (
            <Typography.Text type="secondary" data-testid={`${testId}-queued`}>
              {t('queued')}
            </Typography.Text>
          )}
          {item.status === 'error' && !item.fatal && (
            <Button
              size="small"
              icon={<RedoOutlined />}
              onClick={onRetry}
              data-testid={`${testId}-retry`}
            >
              {t('retry')}
            </Button>
          )}
          <Button
            size="small"
            icon={<StopOutlined />}
            onClick={onCancel}
            data-testid={`${testId}-cancel`}
          >
            {active ? t('cancel') : t('dismiss')}
          </Button>
        </Space>
      </Flex>
      <Progress
        percent={percent}
        status={item.status === 'error' ? 'exception' : 'active'}
        size="small"
        aria-label={t('progress', { name: item.file.name })}
        data-testid={`${testId}-progress`}
      />
      {item.error && (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {item.error}
        </Typography.Text>
      )}
    </div>
  );
}
