import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buildMenuItems } from './menu.tsx';
import type { ConsoleRoute } from './route-types.ts';

export function SideMenu({
  routes,
  allows,
  isOwner = false,
}: {
  routes: ConsoleRoute[];
  allows: number;
  isOwner?: boolean;
}) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const items = buildMenuItems(routes, allows, (key) => t(key as 'menu.home'), isOwner);
  const groupKeys = items.flatMap((i) => (i && 'children' in i ? [String(i.key)] : []));
  return (
    <nav aria-label={t('mainNav')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        defaultOpenKeys={groupKeys}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
