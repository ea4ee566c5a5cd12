import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayoutGroup } from '@mintfront/domain';
import { useDeletePayoutGroup, usePayoutGroups } from '../../api/payout-groups.ts';
import { NamedListPage } from '../../components/resource-table/named-list-page.tsx';
import { PayoutGroupFormModal } from './components/payout-group-form-modal.tsx';

/** Settings → Payout groups: name, payees count, default tag; create, edit, delete (spec doc 2 §3, §5). */
export default function PayoutGroupList() {
  const { t } = useTranslation('payoutGroups');
  return (
    <NamedListPage<PayoutGroup>
      ns="payoutGroups"
      testId="payout"
      useRows={usePayoutGroups}
      useDelete={useDeletePayoutGroup}
      columns={[
        {
          title: t('columns.name'),
          key: 'name',
          render: (_, g) => (
            <Space>
              {g.name}
              {g.isDefault && (
                <Tag color="blue" data-testid={`payout-default-${g.id}`}>
                  {t('default')}
                </Tag>
              )}
            </Space>
          ),
        },
        { title: t('columns.payees'), key: 'payees', render: (_, g) => g.payees.length },
      ]}
      form={(group, close) => <PayoutGroupFormModal group={group} onClose={close} />}
    />
  );
}
