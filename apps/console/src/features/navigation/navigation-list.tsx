import { useTranslation } from 'react-i18next';
import type { NavigationMenu } from '@mintfront/domain';
import { useDeleteNavigation, useNavigations } from '../../api/navigation.ts';
import { NamedListPage } from '../../components/resource-table/named-list-page.tsx';

/** Appearance → Navigation (spec doc 2 §3 Navigation menu): menus with their items. */
export default function NavigationList() {
  const { t } = useTranslation('navigation');
  return (
    <NamedListPage<NavigationMenu>
      ns="navigation"
      testId="menu"
      useRows={useNavigations}
      useDelete={useDeleteNavigation}
      nameOf={(m) => m.title}
      paths={{
        create: '/Appearance/Navigation/create',
        edit: (m) => `/Appearance/Navigation/${m.id}`,
      }}
      columns={[
        { title: t('columns.title'), dataIndex: 'title', key: 'title' },
        {
          title: t('columns.items'),
          key: 'items',
          render: (_, m) => m.items.map((i) => i.name).join(' · ') || '—',
        },
      ]}
    />
  );
}
