import { Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import type { Page } from '@mintfront/domain';
import { useDeletePage, usePages } from '../../api/pages.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListSearch } from '../../components/resource-table/list-filters.tsx';
import { ResourceTable, useListQuery } from '../../components/resource-table/resource-table.tsx';
import { RowActions } from '../../components/row-actions.tsx';

const FILTERS = ['search'] as const;

/** Appearance → Pages (spec doc 2 §2, §3 Page): title, its link on the store; create, modify, delete. */
export default function PageList() {
  const { t } = useTranslation('pages');
  const list = useListQuery(FILTERS);
  const { query, set } = list;
  const filter = {
    page: query.page,
    limit: query.limit,
    search: query.search as string | undefined,
  };
  const rows = usePages(filter);
  const remove = useDeletePage();
  const navigate = useNavigate();

  const columns: TableColumnsType<Page> = [
    { title: t('columns.title'), dataIndex: 'title', key: 'title' },
    { title: t('columns.link'), dataIndex: 'link', key: 'link' },
    {
      title: t('columns.updatedAt'),
      key: 'updatedAt',
      render: (_, p) => dayjs(p.updatedAt).format('YYYY/MM/DD HH:mm'),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, p) => (
        <RowActions
          name={p.title}
          testId="page"
          rowId={p.id}
          edit={`/Appearance/Pages/${p.id}`}
          remove={{
            confirm: t('deleteConfirm'),
            done: t('deleted'),
            run: () => remove.mutateAsync(p.id),
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
          onClick: () => void navigate('/Appearance/Pages/create'),
          testId: 'page-create',
        }}
      />
      <ResourceTable<Page>
        testId="page-table"
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
