import { Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavigationMenu } from '@mintfront/domain';
import { useDeleteNavigation, useNavigations } from '../../api/navigation.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListSearch } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { RowActions } from '../../components/row-actions.tsx';

const FILTERS = ['search'] as const;

/** Appearance → Navigation (spec doc 2 §3 Navigation menu): menus with their items. */
export default function NavigationList() {
  const { t } = useTranslation('navigation');
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    search: query.search as string | undefined,
  };
  const rows = useNavigations(filter);
  const remove = useDeleteNavigation();
  const navigate = useNavigate();

  const columns: TableColumnsType<NavigationMenu> = [
    { title: t('columns.title'), dataIndex: 'title', key: 'title' },
    {
      title: t('columns.items'),
      key: 'items',
      render: (_, m) => m.items.map((i) => i.name).join(' · ') || '—',
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, m) => (
        <RowActions
          name={m.title}
          testId="menu"
          rowId={m.id}
          edit={`/Appearance/Navigation/${m.id}`}
          remove={{
            confirm: t('deleteConfirm'),
            done: t('deleted'),
            run: () => remove.mutateAsync(m.id),
          }}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={t('title')}
        intro={t('intro')}
        create={{
          label: t('create'),
          onClick: () => void navigate('/Appearance/Navigation/create'),
          testId: 'menu-create',
        }}
      />
      <ResourceTable<NavigationMenu>
        testId="menu-table"
        caption={t('caption')}
        columns={columns}
        rowKey="id"
        source={rows}
        list={list}
        toolbar={
          <ListSearch
            value={filter.search}
            label={t('search')}
            onSearch={(search) => set({ search })}
          />
        }
      />
    </Flex>
  );
}
