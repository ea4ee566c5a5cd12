import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Page } from '@mintfront/domain';
import { useDeletePage, usePages } from '../../api/pages.ts';
import { NamedListPage } from '../../components/resource-table/named-list-page.tsx';

/** Appearance → Pages (spec doc 2 §2, §3 Page): title, its link on the store; create, modify, delete. */
export default function PageList() {
  const { t } = useTranslation('pages');
  return (
    <NamedListPage<Page>
      ns="pages"
      testId="page"
      useRows={usePages}
      useDelete={useDeletePage}
      nameOf={(p) => p.title}
      paths={{ create: '/Appearance/Pages/create', edit: (p) => `/Appearance/Pages/${p.id}` }}
      columns={[
        { title: t('columns.title'), dataIndex: 'title', key: 'title' },
        { title: t('columns.link'), dataIndex: 'link', key: 'link' },
        {
          title: t('columns.updatedAt'),
          key: 'updatedAt',
          render: (_, p) => dayjs(p.updatedAt).format('YYYY/MM/DD HH:mm'),
        },
      ]}
    />
  );
}
