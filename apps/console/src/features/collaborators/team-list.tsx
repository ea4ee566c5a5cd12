import { useState } from 'react';
import { Flex, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { StopOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COLLABORATOR_STATE, type Collaborator } from '@mintfront/domain';
import {
  useCollaborators,
  usePermissions,
  useRemoveCollaborator,
} from '../../api/collaborators.ts';
import { useCurrentUser } from '../../api/users.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { ConfirmAction, RowActions } from '../../components/row-actions.tsx';
import { CollaboratorFormModal } from './components/collaborator-form-modal.tsx';
import { maskToChecked } from './components/permission-mask.ts';

const FILTERS = [] as const;

/** Settings → Team: collaborators Inviting or Joined; invite, edit, cancel an invitation, remove a user (spec doc 2 §3, §4, §6). */
export default function TeamList() {
  const { t } = useTranslation(['team', 'common']);
  const { query, set } = useListQuery(FILTERS);
  const { data, isFetching } = useCollaborators({ page: query.page, limit: query.limit });
  const permissions = usePermissions();
  const { data: me } = useCurrentUser();
  const remove = useRemoveCollaborator();
  const [editing, setEditing] = useState<Collaborator | 'new' | null>(null);
  const list = permissions.data?.list ?? [];

  const columns: TableColumnsType<Collaborator> = [
    { title: t('columns.email'), dataIndex: 'email', key: 'email' },
    { title: t('columns.nickname'), key: 'nickname', render: (_, c) => c.nickname ?? '—' },
    {
      title: t('columns.permissions'),
      key: 'permissions',
      render: (_, c) => {
        const held = list.filter((p) => maskToChecked(c.allows, [p.mask]).length > 0);
        return (
          <Tooltip title={held.map((p) => p.label).join(', ') || '—'}>
            <span tabIndex={0} data-testid={`collaborator-permissions-${c.id}`}>
              {t('permissionCount', { count: held.length, total: list.length })}
            </span>
          </Tooltip>
        );
      },
    },
    { title: t('columns.storeFee'), key: 'storeFee', render: (_, c) => `${Number(c.storeFee)}%` },
    {
      title: t('columns.approval'),
      key: 'approval',
      render: (_, c) => (c.requireApproval ? t('approvalRequired') : t('approvalNotRequired')),
    },
    {
      title: t('columns.state'),
      key: 'state',
      render: (_, c) => (
        <Tag
          color={c.state === COLLABORATOR_STATE.joined ? 'green' : 'gold'}
          data-testid={`collaborator-state-${c.id}`}
        >
          {t(c.state === COLLABORATOR_STATE.joined ? 'state.joined' : 'state.inviting')}
        </Tag>
      ),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, c) => (
        <RowActions name={c.email} testId="collaborator" rowId={c.id} edit={() => setEditing(c)}>
          {c.state === COLLABORATOR_STATE.inviting ? (
            <ConfirmAction
              label={t('cancelInvite')}
              name={c.email}
              confirm={t('cancelInviteConfirm', { email: c.email })}
              done={t('invitationCancelled')}
              run={() => remove.mutateAsync(c.id)}
              icon={<StopOutlined />}
              testId={`collaborator-cancel-${c.id}`}
            />
          ) : (
            <ConfirmAction
              label={t('remove')}
              name={c.email}
              confirm={t('removeConfirm', { email: c.email })}
              done={t('removed')}
              run={() => remove.mutateAsync(c.id)}
              icon={<UserDeleteOutlined />}
              danger
              testId={`collaborator-remove-${c.id}`}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={t('title')}
        intro={t('intro')}
        create={{
          label: t('invite'),
          onClick: () => setEditing('new'),
          testId: 'collaborator-invite',
        }}
      />
      {data && (
        <Typography.Text type="secondary" data-testid="collaborator-capacity">
          {t('capacity', { count: data.total, limit: data.limit })}
        </Typography.Text>
      )}
      <ResourceTable<Collaborator>
        testId="collaborator-table"
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        data={data}
        loading={isFetching}
        query={query}
        onPage={(page, limit) => set({ page, limit })}
      />
      {editing && permissions.data && (
        <CollaboratorFormModal
          collaborator={editing === 'new' ? null : editing}
          permissions={list}
          defaultAllows={permissions.data.defaultAllows}
          ownerEmail={me?.email}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
