import { useState } from 'react';
import { Button, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { StarOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CURRENCY_STATUS, type Currency } from '@mintfront/domain';
import { useChangeCurrency, useCurrencies } from '../../api/payment-tokens.ts';
import { ListPageHeader, type CreateAction } from '../../components/list-page-header.tsx';
import { ListSelect } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { ConfirmAction, RowActions } from '../../components/row-actions.tsx';
import { STATUS_KEY, TokenStatusBadge } from './components/token-status-badge.tsx';
import { TokenFormModal } from './components/token-form-modal.tsx';

const FILTERS = ['status'] as const;
const STATES = [
  CURRENCY_STATUS.inReview,
  CURRENCY_STATUS.active,
  CURRENCY_STATUS.rejected,
  CURRENCY_STATUS.inactive,
] as const;

/** Settings → Payment tokens (spec doc 2 §3 Currency, §4 token states): submit, resubmit, deactivate, default. */
export default function PaymentTokenList() {
  const { t } = useTranslation('paymentTokens');
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    status: query.status as string | undefined,
  };
  const rows = useCurrencies(filter);
  const change = useChangeCurrency();
  const [editing, setEditing] = useState<Currency | 'new' | null>(null);

  const columns: TableColumnsType<Currency> = [
    {
      title: t('columns.icon'),
      key: 'icon',
      width: 72,
      render: (_, c) =>
        c.iconUrl ? (
          <img
            src={c.iconUrl}
            alt={c.symbol}
            width={32}
            height={32}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary">{t('noIcon')}</Typography.Text>
        ),
    },
    {
      title: t('columns.symbol'),
      key: 'symbol',
      render: (_, c) => (
        <Space>
          {c.symbol}
          {c.isDefault && (
            <Tag color="blue" data-testid={`token-default-${c.id}`}>
              {t('default')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('columns.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('columns.address'),
      key: 'address',
      render: (_, c) => (
        <Typography.Text
          code
          copyable={{ text: c.address }}
        >{`${c.address.slice(0, 6)}…${c.address.slice(-4)}`}</Typography.Text>
      ),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, c) => (
        <Flex vertical>
          <TokenStatusBadge status={c.status} testId={`token-status-${c.id}`} />
          {c.reviewReason && (
            <Typography.Text type="secondary" data-testid={`token-reason-${c.id}`}>
              {t('rejectedReason', { reason: c.reviewReason })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, c) => (
        <RowActions
          name={c.symbol}
          testId="token"
          rowId={c.id}
          edit={c.status === CURRENCY_STATUS.rejected ? () => setEditing(c) : undefined}
          editLabel={t('resubmit')}
        >
          {c.status === CURRENCY_STATUS.active && !c.isDefault && (
            <Button
              size="small"
              icon={<StarOutlined />}
              aria-label={`${t('makeDefault')} ${c.symbol}`}
              data-testid={`token-default-set-${c.id}`}
              loading={change.isPending}
              onClick={() => change.mutate({ id: c.id, body: { is_default: true } })}
            >
              {t('makeDefault')}
            </Button>
          )}
          {c.status === CURRENCY_STATUS.active && (
            <ConfirmAction
              label={t('deactivate')}
              confirm={t('deactivateConfirm')}
              done={t('deactivated')}
              name={c.symbol}
              danger
              icon={<StopOutlined />}
              testId={`token-deactivate-${c.id}`}
              run={() =>
                change.mutateAsync({ id: c.id, body: { status: CURRENCY_STATUS.inactive } })
              }
            />
          )}
        </RowActions>
      ),
    },
  ];

  const create: CreateAction = {
    label: t('submit'),
    onClick: () => setEditing('new'),
    testId: 'token-create',
  };

  return (
    <Flex vertical gap={16}>
      <ListPageHeader title={t('title')} intro={t('intro')} create={create} />
      <ResourceTable<Currency>
        testId="token-table"
        empty={{ create }}
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        toolbar={
          <ListSelect
            label={t('columns.status')}
            value={filter.status}
            onChange={(status) => set({ status })}
            all={t('all')}
            options={STATES.map((s) => ({ value: String(s), label: t(`status.${STATUS_KEY[s]}`) }))}
            testId="token-status-filter"
          />
        }
      />
      {editing && (
        <TokenFormModal
          token={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
