import { useEffect, useState } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { activeMenuKey, buildMenuItems, menuGroupOf } from './menu.tsx';
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
  const active = activeMenuKey(routes, pathname);
  const group = menuGroupOf(routes, active);
  // The group of the page is open; the others stay as the member left them until the page
  // moves to another group (issue 22: Settings is not always open).
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [group]));
  }, [group]);
  return (
    <nav aria-label={t('mainNav')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={active ? [active] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
