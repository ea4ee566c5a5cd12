import { App, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Domain, DomainStatus } from '@mintfront/domain';
import { useCheckDomain, useDeleteDomain, useMainDomain } from '../../../api/domains.ts';
import { ConfirmAction } from '../../../components/row-actions.tsx';

const STATUS_COLOR: Record<DomainStatus, string> = {
  pending: 'processing',
  valid: 'success',
  failed: 'error',
};
const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY/MM/DD HH:mm') : '—');

/** One domain: status, main flag, the DNS records to create, check now, make main, delete. */
export function DomainCard({ domain }: { domain: Domain }) {
  const { t } = useTranslation(['domains', 'common']);
  const { message } = App.useApp();
  const check = useCheckDomain();
  const main = useMainDomain();
  const remove = useDeleteDomain();
  const testId = `domain-${domain.id}`;

  async function checkNow() {
    const result = await check.mutateAsync(domain.id);
    void message.info(t(`checked.${result.status}`));
  }

  return (
    <Card
      data-testid={testId}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {domain.domain}
          </Typography.Title>
          <Tag color={STATUS_COLOR[domain.status]} data-testid={`${testId}-status`}>
            {t(`status.${domain.status}`)}
          </Tag>
          {domain.main && <Tag color="blue">{t('main')}</Tag>}
        </Flex>
      }
      extra={
        <Flex gap={8} wrap>
          <Button
            onClick={() => void checkNow()}
            loading={check.isPending}
            data-testid={`${testId}-check`}
          >
            {t('check')}
          </Button>
          {domain.status === 'valid' && !domain.main && (
            <Button
              onClick={() =>
                void main.mutateAsync(domain.id).then(() => message.success(t('madeMain')))
              }
              data-testid={`${testId}-main`}
            >
              {t('makeMain')}
            </Button>
          )}
          <ConfirmAction
            label={t('common:delete')}
            name={domain.domain}
            confirm={t('deleteConfirm')}
            done={t('deleted')}
            run={() => remove.mutateAsync(domain.id)}
            danger
            testId={`${testId}-delete`}
          />
        </Flex>
      }
    >
      <Typography.Paragraph>
        {domain.status === 'valid'
          ? t('validText')
          : domain.status === 'failed'
            ? t('failedText')
            : t('pendingText', { until: when(domain.expiresAt) })}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.type}-${r.name}`}
        dataSource={domain.records}
        title={() => t('recordsCaption', { domain: domain.domain })}
        columns={[
          { title: t('records.type'), dataIndex: 'type', key: 'type' },
          {
            title: t('records.name'),
            dataIndex: 'name',
            key: 'name',
            render: (v: string) => (
              <Typography.Text code copyable>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: t('records.value'),
            dataIndex: 'value',
            key: 'value',
            render: (v: string) => (
              <Typography.Text code copyable>
                {v}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary">
        {t('dates', { added: when(domain.createdAt), checked: when(domain.checkedAt) })}
      </Typography.Text>
    </Card>
  );
}
