import { Suspense, type ReactNode } from 'react';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { hasPermission } from '@mintfront/domain';
import type { ConsoleRoute } from './route-types.ts';

type MenuItems = NonNullable<MenuProps['items']>;
type Translate = (key: string) => string;

/** The side menu: the routes that declare an entry, minus those the member's mask (or not owning) forbids. */
export function buildMenuItems(
  routes: ConsoleRoute[],
  allows: number,
  t: Translate,
  isOwner = false,
): MenuItems {
  const visible = routes
    .filter(
      (r) =>
        r.access === 'shop' &&
        r.menu &&
        hasPermission(allows, r.mask ?? 0) &&
        (!r.owner || isOwner),
    )
    .sort((a, b) => a.menu!.order - b.menu!.order);

  const items: MenuItems = [];
  const groups = new Map<
    string,
    { key: string; label: string; icon?: ReactNode; children: MenuItems }
  >();
  for (const route of visible) {
    const menu = route.menu!;
    const path = `/${route.path}`;
    const leaf = {
      key: path,
      icon: menu.parent ? undefined : menu.icon,
      label: (
        <Link to={path}>
          {t(`menu.${menu.label}`)}
          {menu.badge && (
            <Suspense fallback={null}>
              <menu.badge />
            </Suspense>
          )}
        </Link>
      ),
    };
    if (!menu.parent) {
      items.push(leaf);
      continue;
    }
    let group = groups.get(menu.parent.key);
    if (!group) {
      group = {
        key: menu.parent.key,
        label: t(`menu.${menu.parent.label}`),
        icon: menu.parent.icon,
        children: [],
      };
      groups.set(menu.parent.key, group);
      items.push(group);
    }
    group.children.push(leaf);
  }
  return items;
}

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** Whether a route's path names this page: `:id` takes any segment, `:id?` one or none. */
function matches(route: string[], here: string[]) {
  const needed = route.filter((s) => !(s.startsWith(':') && s.endsWith('?'))).length;
  if (here.length < needed || here.length > route.length) return false;
  return here.every((s, i) => route[i]!.startsWith(':') || route[i] === s);
}

/**
 * The menu entry a page highlights (issue 22): its own, the one its route names (`menuOf`), or
 * the entry whose path is the longest prefix of it (a list's create and detail pages).
 */
export function activeMenuKey(routes: ConsoleRoute[], pathname: string): string | null {
  const here = segments(pathname);
  const own = routes.find((r) => r.access === 'shop' && matches(segments(r.path), here));
  if (own?.menu) return `/${own.path}`;
  if (own?.menuOf) return `/${own.menuOf}`;
  let best: ConsoleRoute | null = null;
  for (const r of routes) {
    if (r.access !== 'shop' || !r.menu) continue;
    const path = segments(r.path);
    if (path.length > here.length || path.some((s, i) => s !== here[i])) continue;
    if (!best || path.length > segments(best.path).length) best = r;
  }
  return best ? `/${best.path}` : null;
}

/** The group holding a menu entry, to open it. */
export function menuGroupOf(routes: ConsoleRoute[], key: string | null): string | null {
  return routes.find((r) => r.menu && `/${r.path}` === key)?.menu?.parent?.key ?? null;
}
